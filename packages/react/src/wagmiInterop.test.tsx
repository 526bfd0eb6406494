// wagmi's React hooks alongside Portico (docs/wagmi.md): <WagmiProvider config={adapter.config}>
// sees the wallet the Portico modal connected, and a disconnect from either side shows in both.
import { formatBalance, shortenAddress } from '@portico/core'
import { devnetNetwork } from '@portico/core/testing'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createEvmAdapter } from '@portico/evm'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createPublicClient, formatEther, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useBalance, useConnection, useDisconnect, WagmiProvider } from 'wagmi'
import { createLocalAccountProvider } from '../../evm/test/localAccountProvider'
import { announceWallet } from '../test/announceWallet'
import { click, queryButton, queryDialog, type Rendered, render, waitFor } from '../test/dom'
import { ConnectButton } from './ConnectButton'
import { createPorticoConfig } from './createPorticoConfig'
import { PorticoProvider } from './PorticoProvider'

type Anvil = UsedDevnet['chains'][number]

const account = mnemonicToAccount('test test test test test test test test test test test junk')
const short = shortenAddress(account.address)
const networks = [devnetNetwork]

let devnet: UsedDevnet | undefined
let anvil: Anvil
let rendered: Rendered | undefined
let stopAnnouncing: (() => void) | undefined

beforeAll(async () => {
  devnet = await useDevnet([31337])
  anvil = devnet.chains[0] as Anvil
})
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(() => {
  const provider = createLocalAccountProvider({ account, nodes: [anvil] })
  stopAnnouncing = announceWallet(provider)
})
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  stopAnnouncing?.()
})

/** What an app written with wagmi's hooks shows, with a Disconnect of its own. */
function WagmiStatus() {
  const { status, address } = useConnection()
  const balance = useBalance({ address })
  const { disconnect } = useDisconnect()
  return (
    <div>
      <p data-testid="wagmi-status">{status}</p>
      <p data-testid="wagmi-address">{address ?? ''}</p>
      <p data-testid="wagmi-balance">
        {balance.data ? formatBalance(formatEther(balance.data.value)) : ''}
      </p>
      <button type="button" onClick={() => disconnect()}>
        wagmi disconnect
      </button>
    </div>
  )
}

const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''

async function mountApp() {
  const adapter = createEvmAdapter({ networks, rpcUrl: () => anvil.rpcUrl, storage: null })
  const portico = createPorticoConfig({
    projectId: 'portico-local',
    networks,
    adapters: [adapter],
    storage: null,
  })
  rendered = await render(
    <WagmiProvider config={adapter.config}>
      <QueryClientProvider client={new QueryClient()}>
        <PorticoProvider config={portico}>
          <ConnectButton />
          <WagmiStatus />
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>,
  )
  return portico
}

async function connectThroughTheModal() {
  await click(await waitFor(() => queryButton('Connect Wallet')))
  const dialog = await waitFor(() => queryDialog('Connect Wallet'))
  await click(await waitFor(() => queryButton('Portico Test Wallet', dialog)))
  await waitFor(() => !queryDialog('Connecting') && queryButton(short))
}

describe('wagmi React hooks with <WagmiProvider config={adapter.config}>', () => {
  it('see the account and balance of the wallet the Portico modal connected', async () => {
    await mountApp()
    expect(text('wagmi-status')).toBe('disconnected')
    await connectThroughTheModal()

    await waitFor(() => text('wagmi-status') === 'connected')
    expect(text('wagmi-address')).toBe(account.address)
    const node = createPublicClient({ transport: http(anvil.rpcUrl) })
    const balance = formatBalance(formatEther(await node.getBalance({ address: account.address })))
    await waitFor(() => text('wagmi-balance') === balance)
  })

  it('a disconnect through wagmi shows in Portico, and one through Portico in wagmi', async () => {
    const portico = await mountApp()
    await connectThroughTheModal()
    await waitFor(() => text('wagmi-status') === 'connected')

    await click(queryButton('wagmi disconnect') as HTMLButtonElement)
    await waitFor(() => queryButton('Connect Wallet'))
    expect(portico.account.getState().status).toBe('disconnected')

    await connectThroughTheModal()
    await waitFor(() => text('wagmi-status') === 'connected')
    await act(() => portico.disconnect())
    await waitFor(() => text('wagmi-status') === 'disconnected')
    expect(text('wagmi-address')).toBe('')
    expect(queryButton('Connect Wallet')).not.toBeNull()
  })
})
