import { avatarGradientOf } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { type Rendered, render } from '../test/dom'
import { AccountAvatar } from './AccountAvatar'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('AccountAvatar', () => {
  it("draws the address's gradient, hidden from screen readers", async () => {
    rendered = await render(<AccountAvatar address={address} size={24} />)
    const avatar = rendered.container.querySelector('.portico-avatar') as HTMLElement
    expect(avatar.getAttribute('aria-hidden')).toBe('true')
    expect(avatar.style.width).toBe('24px')
    // happy-dom keeps the declared value as written.
    expect(avatar.style.background).toContain('linear-gradient')
    expect(avatarGradientOf(address)).toContain(avatar.style.background.slice(0, 20))
  })

  it('shows a profile image instead, with an empty alt', async () => {
    rendered = await render(<AccountAvatar address={address} imageUrl="/avatar.png" />)
    const image = rendered.container.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('src')).toBe('/avatar.png')
    expect(image.alt).toBe('')
  })
})
