// ConnectButton.Custom and the typed account, against a real wallet provider on anvil: the render
// function gets what the chain and the wallet say (address, balance, network), and its openers
// drive the real modal.
import { formatBalance, shortenAddress } from '@portico/core'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createEvmAdapter } from '@portico/evm'
import { act } from 'react'
import { createPublicClient, formatEther, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  expectTypeOf,
  it,
} from 'vitest'
import {
  createLocalAccountProvider,
  type LocalAccountProvider,
} from '../../evm/test/localAccountProvider'
import { announceWallet } from '../test/announceWallet'
import { click, queryButton, queryDialog, type Rendered, render, waitFor } from '../test/dom'
import { ConnectButton } from './ConnectButton'
import type { ConnectButtonRenderProps } from './ConnectButtonCustom'
import { createPorticoConfig, type PorticoConfig } from './createPorticoConfig'
import { type UsePorticoAccountReturnType, usePorticoAccount } from './hooks/usePorticoAccount'
import { PorticoProvider } from './PorticoProvider'
import type { ChainIdIn } from './types/register'

type Anvil = UsedDevnet['chains'][number]

const wallet = mnemonicToAccount('test test test test test test test test test test test junk')
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
})
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(() => {
  provider = createLocalAccountProvider({ account: wallet, nodes: anvils })
  stop = announceWallet(provider)
})
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  stop?.()
})

function setup(): PorticoConfig {
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
  })
}

const seen: ConnectButtonRenderProps[] = []
/** An app's own button, as RainbowKit's docs write one. */
function AppButton() {
  return (
    <ConnectButton.Custom>
      {(props) => {
        seen.push(props)
        const { account, chain, openConnectModal, openAccountModal, openChainModal, mounted } =
          props
        if (!mounted) return null
        if (!account)
          return (
            <button type="button" onClick={openConnectModal}>
              Log in
            </button>
          )
        if (chain?.unsupported)
          return (
            <button type="button" onClick={openChainModal}>
              Wrong network
            </button>
          )
        return (
          <>
            <button type="button" onClick={openChainModal}>
              {chain?.name}
            </button>
            <button type="button" onClick={openAccountModal}>
              {`${account.displayName} (${account.displayBalance ?? '…'})`}
            </button>
          </>
        )
      }}
    </ConnectButton.Custom>
  )
}

/** Shows the address only once narrowed to eip155 (a type error otherwise, checked below). */
function EvmAddress() {
  const account = usePorticoAccount()
  const evm: `0x${string}` | undefined =
    account.namespace === 'eip155' ? account.address : undefined
  return <p data-testid="evm">{`${account.namespace} ${evm ?? 'none'} ${account.chainId ?? ''}`}</p>
}

const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''

async function connect() {
  await click(await waitFor(() => queryButton('Log in')))
  const dialog = await waitFor(() => queryDialog('Connect Wallet'))
  await click(await waitFor(() => queryButton('Portico Test Wallet', dialog)))
  await waitFor(() => !queryDialog('Connecting') && queryButton('Portico Devnet'))
}

describe('ConnectButton.Custom', () => {
  it('renders nothing before it is mounted, then the app’s own Log in button', async () => {
    seen.length = 0
    rendered = await render(
      <PorticoProvider config={setup()}>
        <AppButton />
      </PorticoProvider>,
    )
    expect(seen[0]?.mounted).toBe(false) // the server's render, and hydration's
    await waitFor(() => queryButton('Log in'))
    expect(seen.at(-1)).toMatchObject({ account: undefined, chain: undefined, mounted: true })
  })

  it('connects through openConnectModal; shows the name, the chain balance and the network', async () => {
    const config = setup()
    rendered = await render(
      <PorticoProvider config={config}>
        <AppButton />
        <EvmAddress />
      </PorticoProvider>,
    )
    await connect()
    const node = createPublicClient({ transport: http(anvils[0]?.rpcUrl) })
    const balance = formatBalance(formatEther(await node.getBalance({ address: wallet.address })))
    const label = `${shortenAddress(wallet.address)} (${balance} ETH)`
    await waitFor(() => queryButton(label))
    expect(seen.at(-1)?.account).toMatchObject({
      namespace: 'eip155',
      address: wallet.address,
      caipAddress: `eip155:31337:${wallet.address}`,
      displayName: shortenAddress(wallet.address),
      balanceFormatted: balance,
      balanceSymbol: 'ETH',
      balanceDecimals: 18,
    })
    expect(seen.at(-1)?.chain).toEqual({
      id: 31337,
      name: 'Portico Devnet',
      unsupported: false,
      iconUrl: undefined,
    })
    expect(text('evm')).toBe(`eip155 ${wallet.address} 31337`)

    await click(queryButton(label) as HTMLButtonElement)
    await waitFor(() => queryDialog('Account'))
  })

  it('on a network the app did not request: chain.unsupported, openChainModal shows UnsupportedChain', async () => {
    const config = setup()
    rendered = await render(
      <PorticoProvider config={config}>
        <AppButton />
      </PorticoProvider>,
    )
    await connect()
    // The wallet moves to a chain the app did not request (a person switching in the wallet).
    await act(() =>
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6b' }] }),
    )
    const wrong = await waitFor(() => queryButton('Wrong network'))
    expect(seen.at(-1)?.chain).toMatchObject({ id: 31339, name: 'eip155:31339', unsupported: true })
    // The client opened UnsupportedChain itself; closed, the app's button opens it again.
    await waitFor(() => queryDialog('Switch Network'))
    act(() => config.close())
    await waitFor(() => !config.modal.getState().open)
    await click(wrong)
    await waitFor(() => queryDialog('Switch Network'))
  })
})

describe('usePorticoAccount types', () => {
  it('narrows the address by namespace', () => {
    const account = {} as UsePorticoAccountReturnType
    if (account.namespace === 'eip155') {
      expectTypeOf(account.address).toEqualTypeOf<`0x${string}` | undefined>()
      expectTypeOf(account.chainId).toEqualTypeOf<number | undefined>()
    } else {
      expectTypeOf(account.namespace).toEqualTypeOf<'solana' | 'bip122'>()
      expectTypeOf(account.chainId).toEqualTypeOf<string | undefined>()
    }
    const shown = {} as NonNullable<ConnectButtonRenderProps['account']>
    if (shown.namespace === 'eip155') expectTypeOf(shown.address).toEqualTypeOf<`0x${string}`>()
    // @ts-expect-error an address of either namespace is not an EVM address
    const address: `0x${string}` | undefined = account.address
    expect(address).toBeUndefined()
  })

  it('types chain ids by the networks when they are declared as const', () => {
    const network = (id: number) => ({
      caipNetworkId: `eip155:${id}` as const,
      chainNamespace: 'eip155' as const,
      name: `Chain ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    })
    const declared = [
      { ...network(31337), id: 31337 },
      { ...network(31338), id: 31338 },
    ] as const
    type Declared = typeof declared
    expectTypeOf<ChainIdIn<Declared, 'eip155'>>().toEqualTypeOf<31337 | 31338>()
    expectTypeOf<ChainIdIn<typeof networks, 'eip155'>>().toEqualTypeOf<number>()
    expectTypeOf<ChainIdIn<Declared, 'solana'>>().toEqualTypeOf<string>()
  })
})
