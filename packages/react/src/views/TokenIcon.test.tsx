import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Rendered, render } from '../../test/dom'
import { TokenIcon } from './TokenIcon'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

describe('TokenIcon', () => {
  it("shows the server's image, and the symbol's monogram once it fails to load", async () => {
    rendered = await render(<TokenIcon symbol="pUSD" iconUrl="/public/getTokenImage/PUSD" />)
    const image = rendered.container.querySelector('img') as HTMLImageElement
    expect(image.getAttribute('src')).toBe('/public/getTokenImage/PUSD')
    expect(image.alt).toBe('')
    await act(async () => image.dispatchEvent(new Event('error')))
    expect(rendered.container.querySelector('img')).toBeNull()
    expect(rendered.container.textContent).toBe('P')
  })

  it('shows the monogram, hidden from screen readers, for a token without an image', async () => {
    rendered = await render(<TokenIcon symbol="eth" />)
    const monogram = rendered.container.querySelector('.portico-token-monogram') as HTMLElement
    expect(monogram.textContent).toBe('E')
    expect(monogram.getAttribute('aria-hidden')).toBe('true')
  })
})
