import { getTransactionEncoder, type SignatureBytes } from '@solana/kit'
import { TransactionDecodeError } from '../errors'
import { decodeSolanaTransaction } from './decodeSolanaTransaction'
import type { EmbeddedSolanaAccount } from './deriveEmbeddedAccounts'

export type SignSolanaTransactionParameters = {
  /** The transaction in wire form: compact-u16 signature count, the signatures, the message. */
  transaction: Uint8Array
  account: Pick<EmbeddedSolanaAccount, 'address' | 'sign'>
}
export type SignSolanaTransactionReturnType = Uint8Array

/**
 * Signs a Solana transaction (legacy or v0, wire form) with the frame's ed25519 key: decodes it
 * with `@solana/kit`'s codecs ({@link decodeSolanaTransaction}), signs its message bytes if this
 * account is one of its required signers, and encodes it again with the other signatures kept.
 * Refuses a transaction this account does not have to sign.
 *
 * @example
 * const signed = signSolanaTransaction({ transaction: wireBytes, account: solana })
 */
export function signSolanaTransaction({
  transaction,
  account,
}: SignSolanaTransactionParameters): SignSolanaTransactionReturnType {
  const decoded = decodeSolanaTransaction(transaction).transaction
  if (!Object.hasOwn(decoded.signatures, account.address))
    throw new TransactionDecodeError({ reason: 'This account is not a signer of the transaction' })
  const signature = account.sign(new Uint8Array(decoded.messageBytes)) as SignatureBytes
  return new Uint8Array(
    getTransactionEncoder().encode({
      ...decoded,
      signatures: { ...decoded.signatures, [account.address]: signature },
    }),
  )
}
