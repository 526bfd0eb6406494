import type { ChainNamespace } from '../adapter'
import { type ConnectedAdapterClient, connectedAdapter } from '../client/connectedAdapter'
import type { BaseError } from '../errors/base'
import type { ChainAdapterNotFoundError, NoActiveCaipAddressError } from '../errors/connection'
import type { TransactionDeclinedError } from '../errors/send'

export type SendTransactionParameters = {
  /** The receiver (or contract) address. */
  to: string
  /** Amount in the native token's smallest unit (wei, lamports). */
  value?: bigint | undefined
  /** Call data (`0x`-hex on EVM). */
  data?: string | undefined
  /** The network to send on; the wallet's by default. */
  chainId?: number | string | undefined
  /** The namespace whose wallet sends; the active one by default. */
  namespace?: ChainNamespace | undefined
}
/** The transaction's hash: `0x`-hex on EVM, the base58 signature on Solana. */
export type SendTransactionReturnType = string
export type SendTransactionErrorType =
  | NoActiveCaipAddressError
  | ChainAdapterNotFoundError
  | TransactionDeclinedError
  | BaseError

/**
 * Asks the connected wallet of a namespace (the active one by default) to send a transaction, and
 * resolves to its hash once the wallet sent it (not once mined).
 *
 * @throws {NoActiveCaipAddressError} `No ActiveCaipAddress found` when no wallet is connected there.
 * @throws {TransactionDeclinedError} `Transaction declined` when the person refuses (the adapter's error).
 * @example
 * const hash = await sendTransaction(client, { to: '0x7099…79C8', value: 10n ** 15n })
 */
export async function sendTransaction(
  client: ConnectedAdapterClient,
  parameters: SendTransactionParameters,
): Promise<SendTransactionReturnType> {
  const { namespace, ...transaction } = parameters
  const { adapter } = connectedAdapter(client, namespace)
  const { hash } = await adapter.sendTransaction(transaction)
  return hash
}
