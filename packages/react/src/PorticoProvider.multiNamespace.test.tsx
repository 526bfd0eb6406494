import { type AdapterNetwork, formatBalance, shortenAddress } from '@portico/core'
import { createMemoryAdapter, devnetNetwork, solanaDevnetNetwork } from '@portico/core/testing'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createEvmAdapter } from '@portico/evm'
import { act } from 'react'
import { createPublicClient, formatEther, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLocalAccountProvider } from '../../evm/test/localAccountProvider'
import { announceWallet } from '../test/announceWallet'
import {
  accessibleName,
  chooseNetwork,
  click,
  networkPickerName,
  queryButton,
  queryDialog,
  queryNetworkPicker,
  type Rendered,
  render,
  waitFor,
} from '../test/dom'
import { ConnectButton } from './ConnectButton'
import { createPorticoConfig } from './createPorticoConfig'
import { PorticoProvider } from './PorticoProvider'

type Anvil = UsedDevnet['chains'][number]

// The real EVM adapter (wagmi, EIP-6963, anvil) next to a Solana adapter kept in memory: the
// orchestration across namespaces, through the modal as a person uses it.
const account = mnemonicToAccount('test test test test test test test test test test test junk')
const devnet: AdapterNetwork = devnetNetwork
const solanaLocal: AdapterNetwork = {
  ...solanaDevnetNetwork,
  blockExplorers: {
    default: { name: 'Solana Explorer', url: 'https://explorer.solana.com?cluster=custom' },
  },
}
const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

let chains: UsedDevnet | undefined
let anvil: Anvil
let rendered: Rendered | undefined
let stopAnnouncing: (() => void) | undefined
beforeAll(async () => {
  chains = await useDevnet([31337])
  anvil = chains.chains[0] as Anvil
})
afterAll(async () => {
  await chains?.stop()
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

const setup = () => {
  const evm = createEvmAdapter({ networks: [devnet], rpcUrl: () => anvil.rpcUrl, storage: null })
  // The same wallet's Wallet Standard side announces no rdns, only its name.
  const solana = createMemoryAdapter({
    namespace: 'solana',
    networks: [solanaLocal],
    wallets: [
      { id: 'wallet-standard:portico', name: 'Portico Test Wallet', address: solanaAddress },
    ],
    balances: { [solanaAddress]: 2_500_000_000n },
  })
  const config = createPorticoConfig({
    projectId: 'portico-local',
    networks: [devnet, solanaLocal],
    adapters: [evm, solana],
    storage: null,
  })
  return { config, solana }
}

describe('PorticoProvider with an EVM and a Solana adapter', () => {
  it('lists the two-namespace wallet once, connects both, and follows the picked namespace', async () => {
    const { config, solana } = setup()
    rendered = await render(
      <PorticoProvider config={config}>
        <ConnectButton />
      </PorticoProvider>,
    )
    await click(await waitFor(() => queryButton('Connect Wallet')))
    const dialog = await waitFor(() => queryDialog('Connect Wallet'))
    await waitFor(() => queryButton('Portico Test Wallet', dialog))
    const named = [...dialog.querySelectorAll('button')].map(accessibleName)
    expect(named.filter((name) => name === 'Portico Test Wallet')).toHaveLength(1)

    await click(queryButton('Portico Test Wallet', dialog) as HTMLButtonElement)
    const evmShort = shortenAddress(account.address)
    await waitFor(() => queryButton(evmShort))
    const { connections } = config.connection.getState()
    expect(connections.eip155?.address).toBe(account.address)
    expect(connections.solana?.address).toBe(solanaAddress)
    expect(solana.calls).toContain('connect:wallet-standard:portico')

    // Account: the EVM account (the default network's namespace) with its anvil balance.
    await click(queryButton(evmShort) as HTMLButtonElement)
    const accountDialog = await waitFor(() => queryDialog('Account'))
    const node = createPublicClient({ transport: http(anvil.rpcUrl) })
    const wei = await node.getBalance({ address: account.address })
    await waitFor(() =>
      accountDialog.textContent?.includes(`${formatBalance(formatEther(wei))} ETH`),
    )
    const picker = await waitFor(() => queryNetworkPicker(accountDialog))
    expect(networkPickerName(picker)).toBe(`Network ${devnet.name}`)
    await click(picker)
    const groups = [...accountDialog.querySelectorAll('[role="group"]')]
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['EVM', 'Solana'])
    await click(picker) // closes it

    // The Solana network: the Solana account becomes active, with its SOL balance.
    await chooseNetwork(picker, solanaLocal.name)
    const solShort = shortenAddress(solanaAddress)
    await waitFor(() => accountDialog.textContent?.includes(solShort))
    expect(solShort).toBe('9WzD…YtAWWM') // SPEC §5: first 4, last 6
    await waitFor(() => accountDialog.textContent?.includes('2.500 SOL'))
    expect(networkPickerName(picker)).toBe(`Network ${solanaLocal.name}`)
    expect(queryButton(solShort)).not.toBeNull() // the page button follows too

    // Receive lists the networks the Solana address is valid on.
    config.router.push('Receive')
    const receive = await waitFor(() => queryDialog('Receive'))
    await waitFor(() => receive.textContent?.includes(solanaAddress))
    expect(receive.textContent).toContain(solanaDevnetNetwork.name)
    expect(receive.textContent).not.toContain('Portico Devnet')

    // Disconnect leaves both namespaces.
    await act(async () => {
      await config.disconnect()
    })
    expect(config.connection.getState().status).toBe('disconnected')
    expect(config.accounts.getState().eip155?.status).toBe('disconnected')
    expect(config.accounts.getState().solana?.status).toBe('disconnected')
    await waitFor(() => queryButton('Connect Wallet'))
  })
})
