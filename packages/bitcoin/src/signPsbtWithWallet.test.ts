// The wallet side of a send with the devnet's real keys and the in-process key wallet, no chain
// (made-up UTXOs): what the kit does with what a wallet answers.
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it } from 'vitest'
import { bitcoinKeys } from '../test/bitcoinFixture'
import { createBitcoinKeyWallet } from '../test/createBitcoinKeyWallet'
import { bitcoinRegtestPrefixes } from './bitcoinNetworks'
import { buildPaymentPsbt } from './buildPaymentPsbt'
import { signPsbtWithWallet } from './signPsbtWithWallet'

const [payer, receiver] = bitcoinKeys as [
  (typeof bitcoinKeys)[number],
  (typeof bitcoinKeys)[number],
]
const built = buildPaymentPsbt({
  from: payer.address,
  to: receiver.address,
  amount: 100_000_000n,
  utxos: [{ txid: '11'.repeat(32), vout: 1, value: 300_000_000n, status: { confirmed: true } }],
  feeRate: 2n,
  network: bitcoinRegtestPrefixes,
})

async function connected(answer?: (psbt: Uint8Array) => unknown) {
  const wallet = createBitcoinKeyWallet({ name: 'Signer', key: payer })
  await (wallet.features['bitcoin:connect'] as { connect(i: unknown): Promise<unknown> }).connect({
    purposes: ['payment'],
  })
  if (answer) {
    const feature = wallet.features['bitcoin:signTransaction'] as {
      signTransaction: (...i: never[]) => unknown
    }
    const sign = feature.signTransaction
    feature.signTransaction = async (...inputs: { psbt: Uint8Array }[]) => {
      const [output] =
        (await (sign as (...i: unknown[]) => Promise<{ signedPsbt: Uint8Array }[]>)(...inputs)) ??
        []
      return answer(output?.signedPsbt as Uint8Array)
    }
  }
  return { wallet, account: wallet.account }
}

describe('signPsbtWithWallet', () => {
  it('has every input signed, finalizes and returns the raw transaction', async () => {
    const { wallet, account } = await connected()
    const signed = await signPsbtWithWallet({
      wallet,
      account,
      chain: 'bitcoin:regtest',
      psbt: built.psbt,
    })
    expect(wallet.signed).toEqual([{ chain: 'bitcoin:regtest', signingIndexes: [0] }])
    const tx = Transaction.fromRaw(hex.decode(signed.hex))
    expect(tx.id).toBe(signed.txid)
    expect(signed.fee).toBe(built.fee)
    expect(hex.encode(tx.unsignedTx)).toBe(built.unsignedTx)
  })

  it("takes the later revision's single output, and a PSBT the wallet finalized itself", async () => {
    const { wallet, account } = await connected((signedPsbt) => {
      const tx = Transaction.fromPSBT(signedPsbt)
      tx.finalize()
      return { signedPsbt: tx.toPSBT() }
    })
    const signed = await signPsbtWithWallet({
      wallet,
      account,
      chain: 'bitcoin:regtest',
      psbt: built.psbt,
    })
    expect(signed.fee).toBe(built.fee)
  })

  it('refuses a signed PSBT of another transaction, and one that is not a PSBT', async () => {
    // The wallet signs a payment of its own making (another amount to the same receiver).
    const { wallet, account } = await connected(() => {
      const other = buildPaymentPsbt({
        from: payer.address,
        to: receiver.address,
        amount: 200_000_000n,
        utxos: [
          { txid: '11'.repeat(32), vout: 1, value: 300_000_000n, status: { confirmed: true } },
        ],
        feeRate: 2n,
        network: bitcoinRegtestPrefixes,
      })
      const tx = Transaction.fromPSBT(other.psbt)
      tx.sign(payer.privateKey)
      return [{ signedPsbt: tx.toPSBT() }]
    })
    await expect(
      signPsbtWithWallet({ wallet, account, chain: 'bitcoin:regtest', psbt: built.psbt }),
    ).rejects.toMatchObject({
      shortMessage: 'The wallet changed the transaction it was asked to sign',
      details: 'its inputs or outputs differ from the PSBT sent',
    })
    const garbled = await connected(() => [{ signedPsbt: new Uint8Array([1, 2, 3]) }])
    await expect(
      signPsbtWithWallet({
        wallet: garbled.wallet,
        account: garbled.account,
        chain: 'bitcoin:regtest',
        psbt: built.psbt,
      }),
    ).rejects.toMatchObject({ details: 'the answer is not a PSBT' })
  })

  it('names an empty answer, a missing feature, and a refusal', async () => {
    const empty = await connected(() => [])
    await expect(
      signPsbtWithWallet({
        wallet: empty.wallet,
        account: empty.account,
        chain: 'bitcoin:regtest',
        psbt: built.psbt,
      }),
    ).rejects.toMatchObject({
      shortMessage: 'The wallet returned an empty result for signTransaction',
    })
    const bare = createBitcoinKeyWallet({
      name: 'Bare',
      key: payer,
      without: ['bitcoin:signTransaction'],
    })
    await expect(
      signPsbtWithWallet({
        wallet: bare as Wallet,
        account: bare.account,
        chain: 'bitcoin:regtest',
        psbt: built.psbt,
      }),
    ).rejects.toMatchObject({
      shortMessage: 'The wallet does not support the "bitcoin:signTransaction" feature',
    })
    const shy = await connected()
    shy.wallet.approve = () => false
    await expect(
      signPsbtWithWallet({
        wallet: shy.wallet,
        account: shy.account,
        chain: 'bitcoin:regtest',
        psbt: built.psbt,
      }),
    ).rejects.toMatchObject({ shortMessage: 'Transaction declined' })
  })
})
