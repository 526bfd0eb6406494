// Core's actions on a client whose EVM adapter is the real one: wagmi, an EIP-6963 wallet signing
// with anvil's first key, anvil as the chain. What the memory adapters of core's action tests
// cannot show: the signature is the wallet's hex, the hash is mined, the balance is the chain's.
import { type AdapterNetwork, createPorticoClient } from '@portico/core'
import {
  connect,
  disconnect,
  getBalance,
  sendTransaction,
  signMessage,
  switchNetwork,
} from '@portico/core/actions'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createPublicClient, formatEther, http, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalAccountProvider } from '../test/localAccountProvider'
import { createEvmAdapter } from './createEvmAdapter'

const account = mnemonicToAccount('test test test test test test test test test test test junk')
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const rdns = 'dev.portico.testwallet'
const network: AdapterNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}

let devnet: UsedDevnet | undefined
let anvil: UsedDevnet['chains'][number]
beforeAll(async () => {
  devnet = await useDevnet([31337])
  anvil = devnet.chains[0] as UsedDevnet['chains'][number]
  ;(globalThis as { window?: unknown }).window = new EventTarget()
  const provider = createLocalAccountProvider({ account, nodes: [anvil] })
  const detail = Object.freeze({
    info: { uuid: 'uuid-1', name: 'Portico Test Wallet', icon: 'data:image/svg+xml,<svg/>', rdns },
    provider,
  })
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', send)
  send()
})
afterAll(async () => {
  await devnet?.stop()
})

describe("core's actions on the EVM adapter", () => {
  it('connect, signMessage (hex), sendTransaction (mined), getBalance (the chain’s), disconnect', async () => {
    const evm = createEvmAdapter({ networks: [network], rpcUrl: () => anvil.rpcUrl, storage: null })
    const client = createPorticoClient({
      projectId: 'portico-local',
      networks: [network],
      adapters: [evm],
      storage: null,
    })
    const stop = client.start()
    const { namespaces, account: connected } = await connect(client, { connectorId: rdns })
    expect(namespaces).toEqual(['eip155'])
    expect(connected.address).toBe(account.address)

    const signature = await signMessage(client, { message: 'hello portico' })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(
      await verifyMessage({
        address: account.address,
        message: 'hello portico',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)

    const node = createPublicClient({ transport: http(anvil.rpcUrl) })
    const before = await node.getBalance({ address: receiver })
    const hash = await sendTransaction(client, { to: receiver, value: 10n ** 15n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await node.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await node.getBalance({ address: receiver })).toBe(before + 10n ** 15n)

    const balance = await getBalance(client)
    const wei = await node.getBalance({ address: account.address })
    expect(balance).toEqual({
      value: wei,
      decimals: 18,
      symbol: 'ETH',
      formatted: formatEther(wei),
    })

    // A network the app did not request: a typed rejection, the wallet untouched.
    await expect(switchNetwork(client, { chainId: 1 })).rejects.toThrowError('Network not found')

    await disconnect(client)
    expect(client.account.getState().status).toBe('disconnected')
    await expect(signMessage(client, { message: 'x' })).rejects.toThrowError(
      'No ActiveCaipAddress found',
    )
    stop()
  })
})
