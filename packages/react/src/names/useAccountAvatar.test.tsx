import { createStore } from '@portico/core'
import type { FetchFunction } from '@portico/core/api'
import { createFakeClock, getAccountNameStore, loadAccountName } from '@portico/core/internal'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Rendered, render } from '../../test/dom'
import { AccountAvatar } from '../AccountAvatar'
import type { PorticoConfig } from '../createPorticoConfig'
import { useAccountAvatar } from './useAccountAvatar'

// The kit's side of the identity route: its answer (the server's own ENS test crosses the devnet's
// registry: apps/server/test/ensIdentity.test.ts) drawn as the Account view's avatar.
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const avatar = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  // The name cache (5 min) lives in localStorage.
  localStorage.clear()
})

function configAnswering(identity: { name: string | null; avatar: string | null }) {
  const asked: string[] = []
  const chains: (string | null)[] = []
  const fetch: FetchFunction = async (input) => {
    asked.push(new URL(input).pathname)
    chains.push(new URL(input).searchParams.get('chainId'))
    return new Response(JSON.stringify(identity), {
      headers: { 'content-type': 'application/json' },
    })
  }
  const config = {
    apiUrl: 'http://127.0.0.1:9',
    projectId: 'portico-local',
    fetch,
    clock: createFakeClock(),
    account: createStore({
      status: 'connected',
      address,
      caipAddress: `eip155:31337:${address}`,
    }),
  } as unknown as PorticoConfig
  return { config, asked, chains }
}

function Probe({ config }: { config: PorticoConfig }) {
  const imageUrl = useAccountAvatar(config, address)
  return <AccountAvatar address={address} imageUrl={imageUrl} size={48} />
}

describe('useAccountAvatar', () => {
  it("draws the name's avatar the identity route answers", async () => {
    const { config, asked } = configAnswering({ name: 'devnet.eth', avatar })
    rendered = await render(<Probe config={config} />)
    // Before the lookup: the address's gradient.
    expect(document.querySelector('img')).toBeNull()
    await act(() => getAccountNameStore(config)?.load(address))
    expect(asked).toEqual([`/v1/identity/${address}`])
    const image = document.querySelector<HTMLImageElement>('img.portico-avatar')
    expect(image?.getAttribute('src')).toBe(avatar)
    expect(image?.alt).toBe('')
  })

  it('keeps the gradient when the name has no avatar', async () => {
    const { config } = configAnswering({ name: 'devnet.eth', avatar: null })
    rendered = await render(<Probe config={config} />)
    await act(() => getAccountNameStore(config)?.load(address))
    expect(document.querySelector('img')).toBeNull()
    expect(document.querySelector<HTMLElement>('span.portico-avatar')?.style.background).toContain(
      'gradient',
    )
  })

  it("asks for the name of the account's chain, and again when the account moves to another chain (ENSIP-19)", async () => {
    const { config, chains } = configAnswering({ name: 'devnet.eth', avatar })
    await act(async () => {
      loadAccountName(config, address)
    })
    await act(async () => {
      config.account.setState({ caipAddress: `eip155:31338:${address}` })
    })
    await act(async () => {
      // Back on the first chain: from the 5 min cache.
      config.account.setState({ caipAddress: `eip155:31337:${address}` })
    })
    expect(chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(getAccountNameStore(config)?.getState().chainId).toBe('eip155:31337')
  })
})
