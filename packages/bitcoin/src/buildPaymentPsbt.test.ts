// Unit tests of the payment PSBT with the devnet's real keys: built, signed and finalized with
// @scure/btc-signer, no chain (the UTXOs are made up; the chain's answer is tested in
// createBitcoinAdapter.test.ts).
import { getBitcoinDevnetKeys } from '@portico/devnet'
import { hex } from '@scure/base'
import { p2sh, p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { BITCOIN_DUST_LIMIT } from './bitcoinDustLimit'
import { bitcoinMainnetPrefixes, bitcoinRegtestPrefixes } from './bitcoinNetworks'
import { buildPaymentPsbt } from './buildPaymentPsbt'
import type { EsploraUtxo } from './esplora/parseEsplora'

const [payer, receiver] = getBitcoinDevnetKeys(2) as [
  ReturnType<typeof getBitcoinDevnetKeys>[number],
  ReturnType<typeof getBitcoinDevnetKeys>[number],
]
const network = bitcoinRegtestPrefixes
const utxo = (n: number, value: bigint): EsploraUtxo => ({
  txid: n.toString(16).padStart(64, '0'),
  vout: n % 3,
  value,
  status: { confirmed: true, blockHeight: n },
})
const coin = 100_000_000n

function signAndFinalize(psbt: Uint8Array, privateKey = payer.privateKey) {
  const tx = Transaction.fromPSBT(psbt)
  tx.sign(privateKey)
  tx.finalize()
  return tx
}

describe('buildPaymentPsbt', () => {
  it('pays the receiver, returns the change to the payer, fee = estimated vsize × rate', () => {
    const utxos = [utxo(1, 50n * coin), utxo(2, 50n * coin)]
    const built = buildPaymentPsbt({
      from: payer.address,
      publicKey: payer.publicKey,
      to: receiver.address,
      amount: coin,
      utxos,
      feeRate: 3n,
      network,
    })
    expect(built.inputCount).toBe(1)
    expect(built.fee).toBe(BigInt(built.vsize) * 3n)
    expect(built.change).toBe(50n * coin - coin - built.fee)
    const signed = signAndFinalize(built.psbt)
    expect(hex.encode(signed.unsignedTx)).toBe(built.unsignedTx)
    const outputs = Array.from({ length: signed.outputsLength }, (_, i) => signed.getOutput(i))
    expect(outputs.map((o) => [o.amount, hex.encode(o.script ?? new Uint8Array())])).toEqual([
      [coin, hex.encode(p2wpkh(hex.decode(receiver.publicKey), network).script)],
      [built.change, hex.encode(p2wpkh(hex.decode(payer.publicKey), network).script)],
    ])
    // The estimate assumes the largest signatures: the signed transaction is at most that big,
    // so it pays at least the rate asked.
    expect(signed.vsize).toBeLessThanOrEqual(built.vsize)
    expect(signed.vsize).toBeGreaterThan(built.vsize - 3)
    expect(signed.fee).toBe(built.fee)
  })

  it('spends several UTXOs when one is not enough', () => {
    const built = buildPaymentPsbt({
      from: payer.address,
      to: receiver.address,
      amount: 70n * coin,
      utxos: [utxo(1, 50n * coin), utxo(2, 50n * coin), utxo(3, 1000n)],
      feeRate: 1n,
      network,
    })
    expect(built.inputCount).toBe(2)
    expect(signAndFinalize(built.psbt).fee).toBe(built.fee)
  })

  it('leaves change at or under the dust limit to the fee (no change output)', () => {
    const first = buildPaymentPsbt({
      from: payer.address,
      to: receiver.address,
      amount: coin,
      utxos: [utxo(1, 2n * coin)],
      feeRate: 2n,
      network,
    })
    // Spend exactly so much that what is left over after the fee is the dust limit.
    const amount = 2n * coin - first.fee - BITCOIN_DUST_LIMIT
    const built = buildPaymentPsbt({
      from: payer.address,
      to: receiver.address,
      amount,
      utxos: [utxo(1, 2n * coin)],
      feeRate: 2n,
      network,
    })
    expect(built.change).toBe(0n)
    expect(built.fee).toBe(2n * coin - amount)
    const signed = signAndFinalize(built.psbt)
    expect(signed.outputsLength).toBe(1)
    expect(signed.fee).toBe(built.fee)
  })

  it('refuses an amount under the dust limit, and takes the limit itself', () => {
    const send = (amount: bigint) =>
      buildPaymentPsbt({
        from: payer.address,
        to: receiver.address,
        amount,
        utxos: [utxo(1, coin)],
        feeRate: 1n,
        network,
      })
    expect(() => send(BITCOIN_DUST_LIMIT - 1n)).toThrow(
      expect.objectContaining({
        shortMessage: 'Send at least 0.00000546 BTC',
        name: 'AmountBelowDustError',
      }),
    )
    expect(send(BITCOIN_DUST_LIMIT).fee).toBeGreaterThan(0n)
  })

  it('refuses more than the balance, and a balance that cannot pay the fee too', () => {
    const send = (amount: bigint, utxos: EsploraUtxo[]) => () =>
      buildPaymentPsbt({
        from: payer.address,
        to: receiver.address,
        amount,
        utxos,
        feeRate: 1n,
        network,
      })
    expect(send(coin + 1n, [utxo(1, coin)])).toThrow(
      expect.objectContaining({ shortMessage: 'The amount is above your BTC balance' }),
    )
    expect(send(coin, [])).toThrow(
      expect.objectContaining({ shortMessage: 'The amount is above your BTC balance' }),
    )
    expect(send(coin, [utxo(1, coin)])).toThrow(
      expect.objectContaining({ shortMessage: 'Not enough BTC to pay the network fee' }),
    )
  })

  it.each([
    ['a mainnet address', p2wpkh(hex.decode(receiver.publicKey), bitcoinMainnetPrefixes).address],
    ['a typo', `${receiver.address.slice(0, -1)}x`],
    ['not an address', 'alice'],
  ])('refuses %s as the receiver', (_, to) => {
    expect(() =>
      buildPaymentPsbt({
        from: payer.address,
        to: String(to),
        amount: coin,
        utxos: [utxo(1, 2n * coin)],
        feeRate: 1n,
        network,
      }),
    ).toThrow(expect.objectContaining({ shortMessage: 'Enter a valid receiver address' }))
  })

  it('pays from a nested SegWit (P2SH-P2WPKH) and a Taproot key-path payer', () => {
    const key = hex.decode(payer.publicKey)
    for (const from of [
      p2sh(p2wpkh(key, network), network).address,
      p2tr(key.subarray(1), undefined, network).address,
    ]) {
      const built = buildPaymentPsbt({
        from: String(from),
        publicKey: payer.publicKey,
        to: receiver.address,
        amount: coin,
        utxos: [utxo(1, 2n * coin)],
        feeRate: 2n,
        network,
      })
      const signed = signAndFinalize(built.psbt)
      expect(signed.fee).toBe(built.fee)
      expect(signed.vsize).toBeLessThanOrEqual(built.vsize)
    }
  })

  it('refuses a payer whose public key is not its address', () => {
    expect(() =>
      buildPaymentPsbt({
        from: payer.address,
        publicKey: receiver.publicKey,
        to: receiver.address,
        amount: coin,
        utxos: [utxo(1, 2n * coin)],
        feeRate: 1n,
        network,
      }),
    ).toThrow(
      expect.objectContaining({
        shortMessage: 'This wallet account cannot pay from its address type',
      }),
    )
  })
})
