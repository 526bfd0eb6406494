// The adapter against the real local Bitcoin chain (startBitcoinDevnet: bcoin regtest, Esplora
// API, every accepted transaction mined at once) and a real Wallet Standard wallet registered
// in-process, signing PSBTs with the devnet's keys. This file is the only one of the project that
// spends on the chain; its tests run in order on the seeded state (50 BTC per key).
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { getWallets } from '@wallet-standard/app'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { bitcoinKeys, memoryStorage, regtestNetwork } from '../test/bitcoinFixture'
import { type BitcoinKeyWallet, createBitcoinKeyWallet } from '../test/createBitcoinKeyWallet'
// The type of inject('bitcoinDevnet') (the global setup declares it).
import type {} from '../test/devnet.globalSetup'
import { bitcoinRegtestPrefixes } from './bitcoinNetworks'
import { type BitcoinAdapter, createBitcoinAdapter } from './createBitcoinAdapter'
import { createEsploraClient, type EsploraClient } from './esplora/createEsploraClient'
import { feeRateOf } from './feeRateOf'

const coin = 100_000_000n
const [payer, receiver] = bitcoinKeys as [
  (typeof bitcoinKeys)[number],
  (typeof bitcoinKeys)[number],
]
let esplora: EsploraClient
let wallet: BitcoinKeyWallet
let adapter: BitcoinAdapter
const storage = memoryStorage()
let off: () => void
let spent: { txid: string; vout: number; value: bigint } | undefined

const adapterFor = () =>
  createBitcoinAdapter({ networks: [regtestNetwork(inject('bitcoinDevnet').esploraUrl)], storage })
const balance = async (address: string) => (await adapter.getBalance({ address })).value

beforeAll(() => {
  esplora = createEsploraClient({ baseUrl: inject('bitcoinDevnet').esploraUrl })
  wallet = createBitcoinKeyWallet({ name: 'BTC Devnet Wallet', key: payer })
  off = getWallets().register(wallet)
  adapter = adapterFor()
})
afterAll(() => off())

describe('createBitcoinAdapter on the devnet', () => {
  it('connects and reads the seeded balance (50 BTC)', async () => {
    await adapter.connect({ connectorId: wallet.name })
    expect(await adapter.getBalance({ address: payer.address })).toEqual({
      value: 50n * coin,
      decimals: 8,
      symbol: 'BTC',
    })
    expect(await balance(receiver.address)).toBe(50n * coin)
  })

  it('estimates, sends 1 BTC, waits for it and pays exactly the estimated fee', async () => {
    const rate = feeRateOf(await esplora.getFeeEstimates())
    const estimate = await adapter.estimateSend({
      from: payer.address,
      to: receiver.address,
      amount: coin,
    })
    expect(estimate.gas).toBeGreaterThan(100n) // a 1-in 2-out P2WPKH payment is ~141 vB
    expect(estimate.fee).toBe(estimate.gas * rate)
    spent = (await esplora.getUtxos(payer.address))[0]
    const { hash } = await adapter.sendToken({ to: receiver.address, amount: coin })
    expect(wallet.signed.at(-1)).toEqual({ chain: 'bitcoin:regtest', signingIndexes: [0] })
    expect(await adapter.waitForTransaction({ hash })).toEqual({
      status: 'success',
      fee: estimate.fee,
    })
    const tx = await esplora.getTransaction(hash)
    expect(tx.status.confirmed).toBe(true)
    expect(tx.vout.map((o) => [o.scriptpubkeyAddress, o.value])).toEqual([
      [receiver.address, coin],
      [payer.address, 50n * coin - coin - estimate.fee],
    ])
    expect(await balance(payer.address)).toBe(49n * coin - estimate.fee)
    expect(await balance(receiver.address)).toBe(51n * coin)
  })

  it('maps a refusal in the wallet to Transaction declined and spends nothing', async () => {
    const before = await balance(payer.address)
    wallet.approve = (request) => request !== 'signTransaction'
    await expect(adapter.sendToken({ to: receiver.address, amount: coin })).rejects.toMatchObject({
      shortMessage: 'Transaction declined',
    })
    wallet.approve = () => true
    expect(await balance(payer.address)).toBe(before)
  })

  it('refuses more than the balance, and a balance that cannot pay the fee too', async () => {
    const all = await balance(payer.address)
    const prompts = wallet.requests.length
    await expect(
      adapter.sendToken({ to: receiver.address, amount: all + 1n }),
    ).rejects.toMatchObject({
      shortMessage: 'The amount is above your BTC balance',
    })
    await expect(
      adapter.estimateSend({ from: payer.address, to: receiver.address, amount: all }),
    ).rejects.toMatchObject({
      shortMessage: 'Not enough BTC to pay the network fee',
    })
    await expect(adapter.sendToken({ to: receiver.address, amount: 545n })).rejects.toMatchObject({
      shortMessage: 'Send at least 0.00000546 BTC',
    })
    expect(wallet.requests.length).toBe(prompts) // refused before any prompt
  })

  it("passes on the node's reason when it refuses a transaction (a spent output)", async () => {
    if (!spent) throw new Error('the send test did not run')
    const script = hex.decode(
      // P2WPKH of the payer: 0014 + hash160(pubkey), as the devnet keys' own address.
      (await esplora.getTransaction(spent.txid)).vout[spent.vout]?.scriptpubkey ?? '',
    )
    const tx = new Transaction()
    tx.addInput({
      txid: spent.txid,
      index: spent.vout,
      witnessUtxo: { script, amount: spent.value },
    })
    tx.addOutputAddress(receiver.address, spent.value - 1_000n, bitcoinRegtestPrefixes)
    const error = await adapter.signPsbt({ psbt: tx.toPSBT() }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      name: 'BitcoinEsploraError',
      shortMessage: 'Esplora request failed with status 400',
      status: 400,
      text: 'bad-txns-inputs-missingorspent',
    })
  })

  it('restores the session on reload without a prompt and sends with sendTransaction', async () => {
    const prompts = wallet.requests.filter((r) => r === 'connect').length
    const reloaded = adapterFor()
    await reloaded.reconnect()
    expect(reloaded.getAccount()).toMatchObject({ status: 'connected', address: payer.address })
    expect(wallet.requests.filter((r) => r === 'connect').length).toBe(prompts)
    const before = await balance(receiver.address)
    const { hash } = await reloaded.sendTransaction({ to: receiver.address, value: 2_000n })
    const { fee } = await reloaded.waitForTransaction({ hash })
    expect(fee).toBeGreaterThan(0n)
    expect(await balance(receiver.address)).toBe(before + 2_000n)
  })
})
