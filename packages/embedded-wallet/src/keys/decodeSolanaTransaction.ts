import {
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { TransactionDecodeError } from '../errors'

type CompiledMessage = ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>

/** A legacy or v0 message, compiled: header, static accounts, lookups (v0), instructions. */
export type SolanaCompiledMessage = Extract<CompiledMessage, { version: 'legacy' | 0 }>

export type DecodeSolanaTransactionReturnType = {
  /** The signatures by signer address (`null` where not signed yet) and the message bytes. */
  transaction: Transaction
  message: SolanaCompiledMessage
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * Decodes a Solana wire transaction (legacy or v0) with `@solana/kit`'s codecs, for the frame to
 * show and sign: its signatures by signer and its compiled message. Refuses, with a
 * {@link TransactionDecodeError}, bytes that are not one, another version (v1), a message with
 * bytes beyond it (what is shown must be all that is signed) and a signer listed twice.
 *
 * @example
 * const { transaction, message } = decodeSolanaTransaction(wireBytes)
 * message.staticAccounts[0] // the fee payer
 */
export function decodeSolanaTransaction(wire: Uint8Array): DecodeSolanaTransactionReturnType {
  let transaction: Transaction
  let message: CompiledMessage
  try {
    transaction = getTransactionDecoder().decode(wire)
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (cause) {
    throw new TransactionDecodeError({ reason: 'This is not a Solana transaction', cause })
  }
  if (message.version !== 'legacy' && message.version !== 0)
    throw new TransactionDecodeError({
      reason: `Solana transaction version ${message.version} is not supported (legacy and 0 are)`,
    })
  const messageBytes = new Uint8Array(transaction.messageBytes)
  if (
    !sameBytes(new Uint8Array(getCompiledTransactionMessageEncoder().encode(message)), messageBytes)
  )
    throw new TransactionDecodeError({
      reason: 'The transaction has bytes that are not part of its message',
    })
  if (Object.keys(transaction.signatures).length !== message.header.numSignerAccounts)
    throw new TransactionDecodeError({ reason: 'The transaction does not match its signers' })
  return { transaction, message }
}
