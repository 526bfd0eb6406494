import { TransactionDecodeError } from '../errors'
import type { EmbeddedSolanaAccount } from './deriveEmbeddedAccounts'
import { readCompactU16 as compactU16 } from './readCompactU16'

export type SignSolanaTransactionParameters = {
  /** The transaction in wire form: compact-u16 signature count, the signatures, the message. */
  transaction: Uint8Array
  account: Pick<EmbeddedSolanaAccount, 'publicKey' | 'sign'>
}
export type SignSolanaTransactionReturnType = Uint8Array

/**
 * Signs a Solana transaction (legacy or v0, wire form) with the frame's ed25519 key: finds the
 * account among the message's required signers and writes its signature into that slot; the
 * other signatures are kept. Refuses a transaction this account does not have to sign.
 *
 * @example
 * const signed = signSolanaTransaction({ transaction: wireBytes, account: solana })
 */
export function signSolanaTransaction({
  transaction,
  account,
}: SignSolanaTransactionParameters): SignSolanaTransactionReturnType {
  const signatures = compactU16(transaction, 0)
  const messageStart = signatures.size + signatures.value * 64
  const message = transaction.subarray(messageStart)
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const headerAt = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[headerAt]
  if (required === undefined || required !== signatures.value)
    throw new TransactionDecodeError({ reason: 'The transaction does not match its signers' })
  const keys = compactU16(message, headerAt + 3)
  const keysStart = headerAt + 3 + keys.size
  let slot = -1
  for (let index = 0; index < required && index < keys.value; index++) {
    const key = message.subarray(keysStart + index * 32, keysStart + (index + 1) * 32)
    if (key.length === 32 && key.every((byte, i) => byte === account.publicKey[i])) slot = index
  }
  if (slot === -1)
    throw new TransactionDecodeError({ reason: 'This account is not a signer of the transaction' })
  const signed = transaction.slice()
  signed.set(account.sign(message), signatures.size + slot * 64)
  return signed
}
