import { createStore, FrameRequestError } from '@portico/core'
import {
  createFakeClock,
  createRouter,
  createToastStore,
  type EmbeddedWallet,
  type EmbeddedWalletFrame,
  FARCASTER_POLL_MS,
  GO_BACK_SYNC_DELAY_MS,
} from '@portico/core/internal'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { click, queryButton, type Rendered, render, waitFor } from '../../test/dom'
import { PorticoContext } from '../context'
import type { PorticoConfig } from '../createPorticoConfig'
import { en } from '../strings/en'
import { ConnectingFarcasterView } from './ConnectingFarcasterView'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

const link = (n: number) => `https://farcaster.xyz/~/siwf?channelToken=t${n}&nonce=n${n}`

/**
 * The view with a frame at the boundary (answers as the real one: a new link per start, pending
 * until signed, or the error it is told) and the AUTH connector the login connects.
 */
function setup(address?: string) {
  const clock = createFakeClock()
  const router = createRouter({ closeModal: () => {} })
  router.push('ConnectingFarcaster')
  const frameCalls: string[] = []
  let links = 0
  let signed = false
  let fail: Error | undefined
  const frame = {
    getFarcasterUri: async () => {
      links++
      return { url: link(links) }
    },
    connectFarcaster: async () => {
      if (fail) throw fail
      if (!signed) return { pending: true as const }
      return { email: '', address: '0x1', chainId: 'eip155:31337', socialProvider: 'farcaster' }
    },
    reload: async () => void frameCalls.push(`reload@${clock.now()}`),
    syncDappData: async () => void frameCalls.push(`sync@${clock.now()}`),
  } as unknown as EmbeddedWalletFrame
  let session: ReturnType<EmbeddedWallet['getSession']>
  const wallet = {
    load: async () => frame,
    getSession: () => session,
    setSession: (next: typeof session) => {
      session = next
    },
  } as unknown as EmbeddedWallet
  const connected: string[] = []
  const config = {
    embeddedWallet: wallet,
    strings: en,
    clock,
    router,
    account: createStore({ address }),
    toast: createToastStore({ clock }),
    connectors: createStore({ connectors: [{ id: 'embeddedWallet', type: 'AUTH' }] }),
    connect: async (id: string) => {
      connected.push(id)
    },
  } as unknown as PorticoConfig
  return {
    config,
    clock,
    connected,
    frameCalls,
    session: () => session,
    sign: () => {
      signed = true
    },
    failWith: (error: Error | undefined) => {
      fail = error
    },
  }
}

const show = (config: PorticoConfig) =>
  render(
    <PorticoContext.Provider value={config}>
      <ConnectingFarcasterView />
    </PorticoContext.Provider>,
  )
const poll = (clock: ReturnType<typeof createFakeClock>) =>
  act(async () => {
    clock.advance(FARCASTER_POLL_MS)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
const openLink = () => document.querySelector<HTMLAnchorElement>('a.portico-row')

describe('ConnectingFarcasterView', () => {
  it('shows the link as a QR code, `Open in Farcaster` and `Copy link`; once signed, the embedded wallet connects', async () => {
    const t = setup()
    rendered = await show(t.config)
    const open = await waitFor(() => openLink())
    expect(open.textContent).toBe('Open in Farcaster')
    expect(open.href).toBe(link(1))
    expect(queryButton('Copy link')).not.toBeNull()
    await waitFor(() => document.querySelector('[aria-label="Farcaster QR code"]'))
    expect(rendered.container.textContent).toContain('Waiting for your approval in Farcaster…')
    await poll(t.clock)
    expect(t.connected).toEqual([])
    t.sign()
    await poll(t.clock)
    await waitFor(() => t.connected.length === 1 || undefined)
    expect(t.connected).toEqual(['embeddedWallet'])
    expect(t.session()).toEqual({ email: '', socialProvider: 'farcaster' })
  })

  it('`Get a new link` replaces the link (a refusal in the Farcaster app reaches no one)', async () => {
    const t = setup()
    rendered = await show(t.config)
    await waitFor(() => openLink()?.href === link(1) || undefined)
    await click(queryButton('Get a new link') as HTMLButtonElement)
    await waitFor(() => openLink()?.href === link(2) || undefined)
  })

  it("shows an expired login in the server's words with `Try again`, which makes a new link", async () => {
    const t = setup()
    rendered = await show(t.config)
    await waitFor(() => openLink())
    t.failWith(new FrameRequestError({ message: 'This sign-in has expired: start again' }))
    await poll(t.clock)
    const alert = await waitFor(() => document.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe('This sign-in has expired: start again')
    t.failWith(undefined)
    await click(queryButton('Try again') as HTMLButtonElement)
    await waitFor(() => openLink()?.href === link(2) || undefined)
    expect(document.querySelector('[role="alert"]')).toBeNull()
  })

  it('going back with no connected address reloads the frame, then re-syncs the app data 100 ms later', async () => {
    const t = setup()
    const view = await show(t.config)
    await waitFor(() => openLink())
    await act(async () => t.config.router.goBack())
    await view.unmount() // the modal shows Connect again
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(t.frameCalls).toEqual(['reload@0'])
    t.clock.advance(GO_BACK_SYNC_DELAY_MS - 1)
    expect(t.frameCalls).toEqual(['reload@0'])
    t.clock.advance(1)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    expect(t.frameCalls).toEqual(['reload@0', `sync@${GO_BACK_SYNC_DELAY_MS}`])
  })

  it('reloads nothing when connected, or when the view goes without going back (the modal closed)', async () => {
    const connected = setup('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    const first = await show(connected.config)
    await waitFor(() => openLink())
    await act(async () => connected.config.router.goBack())
    await first.unmount()
    const closed = setup()
    const second = await show(closed.config)
    await waitFor(() => openLink())
    await second.unmount()
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
    connected.clock.advance(GO_BACK_SYNC_DELAY_MS)
    closed.clock.advance(GO_BACK_SYNC_DELAY_MS)
    expect(connected.frameCalls).toEqual([])
    expect(closed.frameCalls).toEqual([])
  })
})
