// Property test of the payment PSBT (fast-check): for any UTXO set, amount and fee rate, the
// builder either refuses with one of its errors or builds a transaction that — signed and
// finalized with the devnet key — pays the receiver the amount, returns change only above the
// dust limit, balances to the satoshi and pays at least the rate asked.
import { hex } from '@scure/base'
import { p2wpkh, Transaction } from '@scure/btc-signer'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bitcoinKeys } from '../test/bitcoinFixture'
import { BITCOIN_DUST_LIMIT } from './bitcoinDustLimit'
import { bitcoinRegtestPrefixes } from './bitcoinNetworks'
import { buildPaymentPsbt } from './buildPaymentPsbt'

const [payer, receiver] = bitcoinKeys as [
  (typeof bitcoinKeys)[number],
  (typeof bitcoinKeys)[number],
]
const network = bitcoinRegtestPrefixes
const receiverScript = hex.encode(p2wpkh(hex.decode(receiver.publicKey), network).script)
const refusals = new Set([
  'AmountBelowDustError',
  'SendAmountAboveBalanceError',
  'SendFeeAboveBalanceError',
])

describe('buildPaymentPsbt (property)', () => {
  it('refuses with a named error or builds a balanced, signable payment', () => {
    const seen = { built: 0, refused: 0 }
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 2_100_000_000_000_000n }), {
          minLength: 0,
          maxLength: 6,
        }),
        // Around the dust limit half the time, anything up to 30 BTC otherwise.
        fc.oneof(fc.bigInt({ min: 0n, max: 1_000n }), fc.bigInt({ min: 0n, max: 3_000_000_000n })),
        fc.bigInt({ min: 1n, max: 500n }),
        (values, amount, feeRate) => {
          const utxos = values.map((value, i) => ({
            txid: (i + 1).toString(16).padStart(64, '0'),
            vout: i,
            value,
            status: { confirmed: true },
          }))
          let built: ReturnType<typeof buildPaymentPsbt>
          try {
            built = buildPaymentPsbt({
              from: payer.address,
              to: receiver.address,
              amount,
              utxos,
              feeRate,
              network,
            })
          } catch (error) {
            expect(refusals).toContain((error as Error).name)
            seen.refused++
            return
          }
          const tx = Transaction.fromPSBT(built.psbt)
          tx.sign(payer.privateKey)
          tx.finalize()
          const out0 = tx.getOutput(0)
          expect(out0.amount).toBe(amount)
          expect(hex.encode(out0.script ?? new Uint8Array())).toBe(receiverScript)
          expect(tx.outputsLength).toBe(built.change > 0n ? 2 : 1)
          if (built.change > 0n) expect(built.change).toBeGreaterThan(BITCOIN_DUST_LIMIT)
          expect(tx.fee).toBe(built.fee)
          expect(tx.fee).toBeGreaterThanOrEqual(BigInt(tx.vsize) * feeRate)
          expect(tx.vsize).toBeLessThanOrEqual(built.vsize)
          seen.built++
        },
      ),
      { numRuns: 60 },
    )
    // Both outcomes were drawn (the property is not vacuous).
    expect(seen.built).toBeGreaterThan(0)
    expect(seen.refused).toBeGreaterThan(0)
  })
})
