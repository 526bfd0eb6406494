import { formatBalance, shortenAddress } from '@portico/core'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createEvmAdapter } from '@portico/evm'
import { act } from 'react'
import { createPublicClient, formatEther, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createLocalAccountProvider,
  type LocalAccountProvider,
} from '../../evm/test/localAccountProvider'
import { announceWallet } from '../test/announceWallet'
import {
  click,
  isShown,
  networkPickerName,
  press,
  queryButton,
  queryDialog,
  queryNetworkPicker,
  type Rendered,
  render,
  waitFor,
} from '../test/dom'
import { ConnectButton } from './ConnectButton'
import {
  type CreatePorticoConfigParameters,
  createPorticoConfig,
  type PorticoConfig,
} from './createPorticoConfig'
import { PorticoProvider } from './PorticoProvider'

type Anvil = UsedDevnet['chains'][number]

const account = mnemonicToAccount('test test test test test test test test test test test junk')
const short = shortenAddress(account.address)
const networks = [31337, 31338].map((id, i) => ({
  id,
  caipNetworkId: `eip155:${id}` as const,
  chainNamespace: 'eip155' as const,
  name: i === 0 ? 'Portico Devnet' : 'Portico Devnet 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}))

let devnet: UsedDevnet | undefined
let anvils: Anvil[] = []
let provider: LocalAccountProvider
let rendered: Rendered | undefined
let stop: (() => void) | undefined

beforeAll(async () => {
  devnet = await useDevnet([31337, 31338, 31339])
  anvils = devnet.chains
  // The views in chunks of their own, loaded now: some tests below reset the module registry, and
  // a chunk first imported after that would bring a second copy of the context module.
  const lazy = await import('./views/lazyViews')
  await Promise.all(
    Object.values(lazy).flatMap((view) =>
      typeof view === 'function' && 'preload' in view ? [view.preload()] : [],
    ),
  )
})
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(() => {
  provider = createLocalAccountProvider({ account, nodes: anvils })
  stop = announceWallet(provider)
})
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  stop?.()
})

function setup(
  options: Pick<CreatePorticoConfigParameters, 'themeMode' | 'themeVariables' | 'errorToasts'> = {},
): PorticoConfig {
  const adapter = createEvmAdapter({
    networks,
    rpcUrl: (n) => anvils.find((a) => a.chainId === n.id)?.rpcUrl ?? '',
    storage: null,
  })
  return createPorticoConfig({
    projectId: 'portico-local',
    networks,
    adapters: [adapter],
    storage: null,
    ...options,
  })
}

async function mount(config: PorticoConfig) {
  rendered = await render(
    <PorticoProvider config={config}>
      <ConnectButton />
    </PorticoProvider>,
  )
}

/** A person who answers the wallet's prompt when the test says so. */
function deferredApproval() {
  let decision: boolean | undefined
  let waiting: ((approved: boolean) => void) | undefined
  provider.approve = () => decision ?? new Promise<boolean>((resolve) => (waiting = resolve))
  return (approved: boolean) => {
    decision = approved
    waiting?.(approved)
  }
}

describe('PorticoProvider with a real wallet provider and anvil', () => {
  it('connects through the modal, then shows the account with its chain balance', async () => {
    const config = setup()
    await mount(config)
    const button = await waitFor(() => queryButton('Connect Wallet'))
    expect(queryDialog('Connect Wallet')).toBeNull() // the modal code is not loaded yet
    button.focus() // a keyboard user: focus, then activate
    await click(button)

    const dialog = await waitFor(() => queryDialog('Connect Wallet'))
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.contains(document.activeElement)).toBe(true)
    const answer = deferredApproval()
    await click(await waitFor(() => queryButton('Portico Test Wallet', dialog)))

    const connecting = await waitFor(() => queryDialog('Connecting'))
    expect(connecting.textContent).toContain('Continue in Portico Test Wallet')
    answer(true)

    // Connected: the modal closes, focus goes back to the page button, now the short address.
    await waitFor(() => !queryDialog('Connecting') && queryButton(short))
    expect(document.activeElement).toBe(queryButton(short))

    await click(queryButton(short) as HTMLButtonElement)
    const accountDialog = await waitFor(() => queryDialog('Account'))
    expect(accountDialog.textContent).toContain(short)
    const node = createPublicClient({ transport: http(anvils[0]?.rpcUrl) })
    const balance = await node.getBalance({ address: account.address })
    await waitFor(() =>
      accountDialog.textContent?.includes(`${formatBalance(formatEther(balance))} ETH`),
    )
    // A plain-http origin has no navigator.clipboard: the copy must not claim success.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true })
    try {
      await click(queryButton('Copy address', accountDialog) as HTMLButtonElement)
      await waitFor(() => config.toast.getState().message === 'Copy failed')
      expect(config.toast.getState().variant).toBe('error')
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard')
    }
    const picker = await waitFor(() => queryNetworkPicker(accountDialog))
    expect(networkPickerName(picker)).toBe('Network Portico Devnet')
    await click(picker)
    const options = [...accountDialog.querySelectorAll('[role="option"]')]
    expect(options.map((o) => o.textContent)).toEqual(['Portico Devnet', 'Portico Devnet 2'])
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false'])
    // Escape in the list (it has the focus) closes the list, not the modal.
    await act(async () => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
      )
    })
    expect(accountDialog.querySelector('[role="listbox"]')).toBeNull()
    expect(queryDialog('Account')).not.toBeNull()

    await press('Escape')
    expect(queryDialog('Account')).toBeNull()
  })

  it('renders the wallet list in the same update as the click once the modal code is loaded', async () => {
    // Fresh modules: nothing rendered the modal before in this process.
    vi.resetModules()
    const fresh = {
      ...(await import('./PorticoProvider')),
      ...(await import('./ConnectButton')),
      ...(await import('./modal/loadModal')),
    }
    await fresh.loadModal() // what the page does when idle after its load
    const config = setup()
    rendered = await render(
      <fresh.PorticoProvider config={config}>
        <fresh.ConnectButton />
      </fresh.PorticoProvider>,
    )
    const button = await waitFor(() => queryButton('Connect Wallet'))
    await waitFor(() => config.connectors.getState().connectors.length > 0)
    // A synchronous act: nothing may suspend (React 19 holds a suspended reveal back ~300 ms).
    act(() => button.click())
    const dialog = queryDialog('Connect Wallet')
    expect(dialog).not.toBeNull()
    expect(queryButton('Portico Test Wallet', dialog ?? undefined)).not.toBeNull()
  })

  it('renders the wallet list in the click when a hover loaded the modal code after mount', async () => {
    await import('./modal/ModalRoot') // warm the transform cache: the load below takes ms
    vi.resetModules()
    const fresh = {
      ...(await import('./PorticoProvider')),
      ...(await import('./ConnectButton')),
      ...(await import('./modal/loadModal')),
    }
    const config = setup()
    rendered = await render(
      <fresh.PorticoProvider config={config}>
        <fresh.ConnectButton />
      </fresh.PorticoProvider>,
    )
    const button = await waitFor(() => queryButton('Connect Wallet'))
    await waitFor(() => config.connectors.getState().connectors.length > 0)
    await fresh.loadModal() // what pointer-enter or focus of the button starts (before idle)
    act(() => button.click())
    expect(
      queryButton('Portico Test Wallet', queryDialog('Connect Wallet') ?? undefined),
    ).not.toBeNull()
  })

  it('opens on a click before the modal code is loaded, and closes again if it fails to load', async () => {
    vi.resetModules()
    // The chunk's request fails once (offline), then loads.
    vi.doMock('./modal/ModalRoot', () => {
      throw new Error('Failed to fetch dynamically imported module')
    })
    const fresh = {
      ...(await import('./PorticoProvider')),
      ...(await import('./ConnectButton')),
    }
    const config = setup()
    rendered = await render(
      <fresh.PorticoProvider config={config}>
        <fresh.ConnectButton />
      </fresh.PorticoProvider>,
    )
    await click(await waitFor(() => queryButton('Connect Wallet')))
    await waitFor(() => !config.modal.getState().open) // closed: the next click tries again
    expect(queryDialog('Connect Wallet')).toBeNull()

    vi.doUnmock('./modal/ModalRoot')
    await click(queryButton('Connect Wallet') as HTMLButtonElement)
    const dialog = await waitFor(() => queryDialog('Connect Wallet'))
    expect(queryButton('Portico Test Wallet', dialog)).not.toBeNull()
  })

  it('says a SPEC view of a feature not built is not available, never showing Connect instead', async () => {
    const config = setup()
    await mount(config)
    await act(async () => config.open('ConnectingSiwe'))
    const dialog = await waitFor(() => queryDialog('Not available'))
    expect(dialog.textContent).toContain('This is not available in this version of Portico.')
    expect(queryDialog('Connect Wallet')).toBeNull()
    expect(queryButton('Portico Test Wallet', dialog)).toBeNull()
  })

  it('loads the modal code when the page is idle after its load, with no click or hover', async () => {
    vi.resetModules()
    const fresh = {
      ...(await import('./PorticoProvider')),
      ...(await import('./modal/loadModal')),
    }
    expect(fresh.loadedModal()).toBeUndefined()
    rendered = await render(<fresh.PorticoProvider config={setup()} />)
    await waitFor(() => fresh.loadedModal())
    expect(queryDialog('Connect Wallet')).toBeNull() // loaded, not opened
  })

  it('draws the Connect dialog ahead, hidden and inert; the click shows that very dialog, and each close draws a fresh one', async () => {
    const config = setup()
    await mount(config)
    const drawn = () =>
      document.querySelector<HTMLElement>('[role="dialog"][aria-label="Connect Wallet"]')
    const ahead = await waitFor(() => {
      const dialog = drawn()
      // The installed wallet's row drawn in it (queryButton finds only what is shown).
      return dialog?.textContent?.includes('Portico Test Wallet') ? dialog : undefined
    })
    // Hidden, no effect run: not open, nothing focused in it, the page not made inert.
    expect(isShown(ahead)).toBe(false)
    expect(queryDialog('Connect Wallet')).toBeNull()
    expect(ahead.contains(document.activeElement)).toBe(false)
    expect(document.querySelector('[inert]')).toBeNull()

    act(() => (queryButton('Connect Wallet') as HTMLButtonElement).click())
    expect(queryDialog('Connect Wallet')).toBe(ahead)
    expect(ahead.contains(document.activeElement)).toBe(true)
    expect(document.querySelector('[inert]')).not.toBeNull()

    await press('Escape')
    expect(queryDialog('Connect Wallet')).toBeNull()
    expect(document.querySelector('[inert]')).toBeNull()
    const next = await waitFor(() => drawn())
    expect(next).not.toBe(ahead)
    expect(isShown(next)).toBe(false)
  })

  it('shows "Connection declined" when the wallet refuses, and connects nothing', async () => {
    const config = setup()
    await mount(config)
    await click(await waitFor(() => queryButton('Connect Wallet')))
    const dialog = await waitFor(() => queryDialog('Connect Wallet'))
    provider.approve = () => false
    await click(await waitFor(() => queryButton('Portico Test Wallet', dialog)))

    const alert = await waitFor(() => document.querySelector('[role="alert"]'))
    expect(alert.textContent).toBe('Connection declined')
    await waitFor(() => queryDialog('Connect Wallet'))
    expect(config.account.getState().status).toBe('disconnected')
    await press('Escape')
    expect(queryDialog('Connect Wallet')).toBeNull()
    expect(queryButton('Connect Wallet')).not.toBeNull()
  })

  it('with `errorToasts: false` a refusal shows no toast: the list comes back, nothing connected', async () => {
    const config = setup({ errorToasts: false })
    await mount(config)
    await click(await waitFor(() => queryButton('Connect Wallet')))
    const dialog = await waitFor(() => queryDialog('Connect Wallet'))
    provider.approve = () => false
    const views: string[] = []
    const stop = config.router.subscribe((state) => views.push(state.view))
    await click(await waitFor(() => queryButton('Portico Test Wallet', dialog)))
    // The view went back to the list (ConnectingExternal left) once the connect was refused.
    await waitFor(
      () => views.includes('ConnectingExternal') && config.router.getState().view === 'Connect',
    )
    stop()
    await waitFor(() => queryButton('Portico Test Wallet', dialog))
    expect(config.toast.getState().open).toBe(false)
    expect(document.querySelector('[role="alert"]')).toBeNull()
    expect(config.account.getState().status).toBe('disconnected')
  })

  it('asks to switch when the wallet is on a network the app did not request', async () => {
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6b' }],
    })
    const config = setup({ themeMode: 'light' })
    await mount(config)
    await click(await waitFor(() => queryButton('Connect Wallet')))
    await click(await waitFor(() => queryButton('Portico Test Wallet')))

    const dialog = await waitFor(() => queryDialog('Switch Network'))
    expect(dialog.textContent).toContain(
      "This app doesn't support your current network. Switch to an available option to continue.",
    )
    expect(dialog.closest('[data-portico-theme]')?.getAttribute('data-portico-theme')).toBe('light')
    await click(queryButton('Portico Devnet', dialog) as HTMLButtonElement)
    await waitFor(() => !queryDialog('Switch Network'))
    expect(config.account.getState().chainId).toBe(31337)
  })

  it("puts the app's themeVariables on the button and the modal as custom properties", async () => {
    const config = setup({ themeVariables: { accent: '#e6007a', borderRadius: 4, zIndex: 50 } })
    await mount(config)
    const button = await waitFor(() => queryButton('Connect Wallet'))
    expect(button.style.getPropertyValue('--portico-accent')).toBe('#e6007a')
    await click(button)
    const dialog = await waitFor(() => queryDialog('Connect Wallet'))
    const root = dialog.closest('.portico-root') as HTMLElement
    expect(root.style.getPropertyValue('--portico-radius')).toBe('4px')
    expect(root.style.getPropertyValue('--portico-z-index')).toBe('50')
    expect(() => setup({ themeVariables: { accent: 'red; color: blue' } })).toThrowError(
      'themeVariables.accent must be a plain CSS value',
    )
  })

  it('lists the last wallet used first, labelled Recent, after a disconnect', async () => {
    const config = setup()
    await mount(config)
    await click(await waitFor(() => queryButton('Connect Wallet')))
    await click(await waitFor(() => queryButton('Portico Test Wallet')))
    await click(await waitFor(() => queryButton(short)))
    await click(await waitFor(() => queryButton('Disconnect', queryDialog('Account') ?? document)))
    await waitFor(() => !queryDialog('Account') && queryButton('Connect Wallet'))
    expect(config.account.getState().status).toBe('disconnected')

    await click(queryButton('Connect Wallet') as HTMLButtonElement)
    const dialog = await waitFor(() => queryDialog('Connect Wallet'))
    const row = queryButton('Portico Test Wallet', dialog) as HTMLButtonElement
    const tag = document.getElementById(row.getAttribute('aria-describedby') ?? '')
    expect(tag?.textContent).toBe('Recent')
  })
})
