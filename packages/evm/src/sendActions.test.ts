// The adapter's send actions against a real seeded devnet (anvil + the devnet's ERC-20s), with a
// real EIP-1193 provider on a viem local account, found by EIP-6963 like a browser wallet.

import type { AdapterNetwork } from '@portico/core'
import { devnetSeed } from '@portico/devnet'
import { type UsedDevnet, useDevnet } from '@portico/devnet/testing'
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createLocalAccountProvider, type LocalAccountProvider } from '../test/localAccountProvider'
import { type CreateEvmAdapterReturnType, createEvmAdapter } from './createEvmAdapter'
import { toTransferRequest } from './toTransferRequest'

const mnemonic = 'test test test test test test test test test test test junk'
// Accounts 7 and 8: other test files and suites use the first ones.
const sender = mnemonicToAccount(mnemonic, { addressIndex: 7 })
const receiver = mnemonicToAccount(mnemonic, { addressIndex: 8 }).address
const rdns = 'dev.portico.testwallet'

let devnet: UsedDevnet
let provider: LocalAccountProvider
let adapter: CreateEvmAdapterReturnType
let node: ReturnType<typeof createPublicClient>
let pUSD: Hex

beforeAll(async () => {
  devnet = await useDevnet([31337])
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no devnet chain')
  node = createPublicClient({ transport: http(chain.rpcUrl) })
  pUSD = devnet.contracts[31337]?.pUSD as Hex
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})
beforeEach(async () => {
  const chain = devnet.chains[0]
  if (!chain) throw new Error('no devnet chain')
  ;(globalThis as { window?: unknown }).window = new EventTarget()
  provider = createLocalAccountProvider({
    account: sender,
    nodes: [{ chainId: chain.id, rpcUrl: chain.rpcUrl }],
  })
  const detail = Object.freeze({
    info: { uuid: 'uuid-send', name: 'Portico Test Wallet', icon: 'data:,', rdns },
    provider,
  })
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  const network: AdapterNetwork = {
    id: chain.id,
    caipNetworkId: chain.caipNetworkId as AdapterNetwork['caipNetworkId'],
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  }
  adapter = createEvmAdapter({ networks: [network], rpcUrl: () => chain.rpcUrl, storage: null })
  await adapter.connect({ connectorId: rdns })
})

const tokenBalance = (address: Hex) =>
  node.readContract({ address: pUSD, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

describe('send actions against the devnet', () => {
  it('estimates a native send and sends it: the balances move by the amount and the fee', async () => {
    const amount = 123_456_789n
    const estimate = await adapter.estimateSend({
      from: sender.address,
      to: receiver,
      amount,
      chainId: 31337,
    })
    expect(estimate.gas).toBe(21_000n)
    const block = await node.getBlock()
    expect(estimate.fee).toBeGreaterThanOrEqual(21_000n * (block.baseFeePerGas ?? 0n))

    const [senderBefore, receiverBefore] = await Promise.all([
      node.getBalance({ address: sender.address }),
      node.getBalance({ address: receiver }),
    ])
    const { hash } = await adapter.sendToken({ to: receiver, amount, chainId: 31337 })
    const result = await adapter.waitForTransaction({ hash, chainId: 31337 })
    expect(result.status).toBe('success')
    expect(result.fee).toBeLessThanOrEqual(estimate.fee)
    expect(await node.getBalance({ address: receiver })).toBe(receiverBefore + amount)
    expect(await node.getBalance({ address: sender.address })).toBe(
      senderBefore - amount - result.fee,
    )
  })

  it('estimates and sends an ERC-20 transfer (pUSD): exact token amounts, fee in ether', async () => {
    const amount = 2_500_001n // 2.500001 pUSD
    const estimate = await adapter.estimateSend({
      from: sender.address,
      to: receiver,
      token: pUSD,
      amount,
      chainId: 31337,
    })
    expect(estimate.gas).toBeGreaterThan(21_000n)
    const [tokensBefore, receiverTokensBefore, etherBefore] = await Promise.all([
      tokenBalance(sender.address),
      tokenBalance(receiver),
      node.getBalance({ address: sender.address }),
    ])
    expect(tokensBefore).toBeLessThanOrEqual(devnetSeed.balances.pUSD)
    const { hash } = await adapter.sendToken({ to: receiver, token: pUSD, amount, chainId: 31337 })
    const result = await adapter.waitForTransaction({ hash })
    expect(result.status).toBe('success')
    expect(await tokenBalance(sender.address)).toBe(tokensBefore - amount)
    expect(await tokenBalance(receiver)).toBe(receiverTokensBefore + amount)
    expect(await node.getBalance({ address: sender.address })).toBe(etherBefore - result.fee)
  })

  it('refuses to estimate a transfer above the token balance (nothing is sent)', async () => {
    const balance = await tokenBalance(sender.address)
    const error = await adapter
      .estimateSend({ from: sender.address, to: receiver, token: pUSD, amount: balance + 1n })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Error)
    expect(await tokenBalance(sender.address)).toBe(balance)
  })

  it('maps a rejection in the wallet to "Transaction declined"; nothing is sent', async () => {
    provider.approve = (method) => method !== 'eth_sendTransaction'
    const nonce = await node.getTransactionCount({ address: sender.address })
    const error = await adapter
      .sendToken({ to: receiver, token: pUSD, amount: 1n, chainId: 31337 })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'TransactionDeclinedError',
      shortMessage: 'Transaction declined',
    })
    expect(await node.getTransactionCount({ address: sender.address })).toBe(nonce)
  })

  it('reports a mined revert as status "reverted" with the fee it paid', async () => {
    // A transfer above the balance with a fixed gas limit: mined, reverted (sent directly).
    const chain = devnet.chains[0]
    const wallet = createWalletClient({ account: sender, transport: http(chain?.rpcUrl) })
    const request = toTransferRequest({
      to: receiver,
      token: pUSD,
      amount: (await tokenBalance(sender.address)) + 1n,
    })
    const hash = await wallet.sendTransaction({ ...request, gas: 100_000n, chain: null })
    const result = await adapter.waitForTransaction({ hash, chainId: 31337 })
    expect(result.status).toBe('reverted')
    const receipt = await node.getTransactionReceipt({ hash })
    expect(result.fee).toBe(receipt.gasUsed * receipt.effectiveGasPrice)
  })
})
