import {
  type Address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'

/** One instruction of a decoded message, by account index. */
export type DecodedInstruction = { programIdIndex: number; accounts: number[]; data: Uint8Array }

/** A wire transaction taken apart for the ledger and the RPC answers. */
export type DecodedTransaction = {
  transaction: Transaction
  /** base58 signatures; the first is the transaction id. */
  signatures: string[]
  version: 'legacy' | 0
  header: {
    numRequiredSignatures: number
    numReadonlySignedAccounts: number
    numReadonlyUnsignedAccounts: number
  }
  accountKeys: Address[]
  recentBlockhash: string
  instructions: DecodedInstruction[]
  /** v0 address-table lookups (not resolved by this chain: such transactions are refused). */
  lookups: number
}

/** The transaction bytes are not a valid Solana wire transaction. */
export class InvalidWireTransactionError extends Error {
  override name = 'InvalidWireTransactionError'
}

/**
 * Decodes a base64 (or base58) wire transaction with @solana/kit's codecs.
 *
 * @example
 * const decoded = decodeWireTransaction(base64, 'base64')
 * decoded.signatures[0] // the transaction id
 */
export function decodeWireTransaction(
  encoded: string,
  encoding: 'base64' | 'base58' = 'base64',
): DecodedTransaction {
  try {
    const bytes =
      encoding === 'base64'
        ? getBase64Encoder().encode(encoded)
        : getBase58Encoder().encode(encoded)
    const transaction = getTransactionDecoder().decode(bytes)
    const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    if (message.version !== 'legacy' && message.version !== 0)
      throw new InvalidWireTransactionError(
        `Transaction version ${message.version} is not supported.`,
      )
    const base58 = getBase58Decoder()
    const signatures = Object.values(transaction.signatures).map((signature) =>
      signature
        ? base58.decode(signature)
        : '1111111111111111111111111111111111111111111111111111111111111111',
    )
    return {
      transaction,
      signatures,
      version: message.version,
      header: {
        numRequiredSignatures: message.header.numSignerAccounts,
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      },
      accountKeys: [...message.staticAccounts],
      recentBlockhash: message.lifetimeToken,
      instructions: message.instructions.map((instruction) => ({
        programIdIndex: instruction.programAddressIndex,
        accounts: [...(instruction.accountIndices ?? [])],
        data: new Uint8Array(instruction.data ?? []),
      })),
      lookups: 'addressTableLookups' in message ? (message.addressTableLookups?.length ?? 0) : 0,
    }
  } catch (error) {
    if (error instanceof InvalidWireTransactionError) throw error
    throw new InvalidWireTransactionError(
      `Invalid ${encoding} transaction: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** Whether account `index` is writable under the message header. */
export function isWritable(decoded: DecodedTransaction, index: number): boolean {
  const { numRequiredSignatures, numReadonlySignedAccounts, numReadonlyUnsignedAccounts } =
    decoded.header
  if (index < numRequiredSignatures)
    return index < numRequiredSignatures - numReadonlySignedAccounts
  return index < decoded.accountKeys.length - numReadonlyUnsignedAccounts
}
