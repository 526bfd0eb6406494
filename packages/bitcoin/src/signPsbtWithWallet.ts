import {
  TransactionDeclinedError,
  WalletEmptyResultError,
  WalletFeatureNotSupportedError,
} from '@portico/core'
import { hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { SignedTransactionMismatchError } from './errors'
import { isWalletRejection } from './isWalletRejection'
import {
  BitcoinSignTransaction,
  type BitcoinSignTransactionFeature,
  featureOf,
  type Wallet,
  type WalletAccount,
} from './walletStandard'

/** Parameters of {@link signPsbtWithWallet}. */
export type SignPsbtWithWalletParameters = {
  wallet: Wallet
  account: WalletAccount
  /** The wallet's name of the network (`bitcoin:regtest`, …). */
  chain: string
  /** The unsigned PSBT. */
  psbt: Uint8Array
  /** The inputs the account signs; every input of the PSBT when absent. */
  signingIndexes?: number[] | undefined
}
/** Return type of {@link signPsbtWithWallet}: the finalized transaction. */
export type SignPsbtWithWalletReturnType = {
  /** The raw transaction (hex), ready for `POST /tx`. */
  hex: string
  txid: string
  /** Satoshis it pays in fees. */
  fee: bigint
}

/**
 * Internal (lazily loaded): has the wallet sign a PSBT (`bitcoin:signTransaction`, the account
 * signing `signingIndexes`), checks the wallet signed the same transaction (same inputs and
 * outputs), and finalizes it with @scure/btc-signer (inputs the wallet finalized are kept).
 *
 * @throws {TransactionDeclinedError} `Transaction declined` when the person rejects it.
 * @throws {WalletFeatureNotSupportedError} `The wallet does not support the "bitcoin:signTransaction" feature`.
 * @throws {WalletEmptyResultError} `The wallet returned an empty result for signTransaction`.
 * @throws {SignedTransactionMismatchError} when the signed PSBT is another transaction.
 * @example
 * const { hex, txid } = await signPsbtWithWallet({ wallet, account, chain: 'bitcoin:regtest', psbt })
 */
export async function signPsbtWithWallet(
  parameters: SignPsbtWithWalletParameters,
): Promise<SignPsbtWithWalletReturnType> {
  const { wallet, account, chain, psbt } = parameters
  const feature = featureOf<BitcoinSignTransactionFeature>(wallet, BitcoinSignTransaction)
  if (!feature) throw new WalletFeatureNotSupportedError({ feature: BitcoinSignTransaction })
  const unsigned = Transaction.fromPSBT(psbt)
  const signingIndexes =
    parameters.signingIndexes ?? Array.from({ length: unsigned.inputsLength }, (_, i) => i)
  let answer: Awaited<ReturnType<BitcoinSignTransactionFeature['signTransaction']>>
  try {
    answer = await feature.signTransaction({
      psbt,
      chain,
      inputsToSign: [{ account, signingIndexes }],
    })
  } catch (cause) {
    throw isWalletRejection(cause) ? new TransactionDeclinedError({ cause }) : cause
  }
  const output = Array.isArray(answer) ? answer[0] : answer
  if (!output?.signedPsbt?.length)
    throw new WalletEmptyResultError({ operation: 'signTransaction' })
  let signed: Transaction
  try {
    signed = Transaction.fromPSBT(output.signedPsbt)
  } catch (cause) {
    throw new SignedTransactionMismatchError({ details: 'the answer is not a PSBT', cause })
  }
  if (hex.encode(signed.unsignedTx) !== hex.encode(unsigned.unsignedTx))
    throw new SignedTransactionMismatchError({
      details: 'its inputs or outputs differ from the PSBT sent',
    })
  for (let i = 0; i < signed.inputsLength; i++) {
    const input = signed.getInput(i)
    if (!input.finalScriptWitness?.length && !input.finalScriptSig?.length) signed.finalizeIdx(i)
  }
  return { hex: signed.hex, txid: signed.id, fee: signed.fee }
}
