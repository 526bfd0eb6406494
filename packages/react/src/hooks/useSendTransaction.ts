import {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from '@portico/core/actions'
import { type ConfigParameter, usePorticoConfig } from '../context'
import { type UseMutationResult, useMutation } from './useMutation'

export type UseSendTransactionParameters = ConfigParameter
export type UseSendTransactionReturnType = Omit<
  UseMutationResult<SendTransactionReturnType>,
  'error'
> & {
  error: SendTransactionErrorType | null
  /** Asks the wallet to send; the hash lands in `data`, a refusal in `error`. */
  sendTransaction: (parameters: SendTransactionParameters) => void
  /** The same; resolves to the hash (hex on EVM, the base58 signature on Solana). */
  sendTransactionAsync: (
    parameters: SendTransactionParameters,
  ) => Promise<SendTransactionReturnType>
}

/**
 * Sends a transaction with the connected wallet of the active namespace (or `namespace`): core's
 * `sendTransaction`.
 *
 * @example
 * const { sendTransaction, data: hash } = useSendTransaction()
 * sendTransaction({ to: '0x7099…79C8', value: 10n ** 15n })
 */
export function useSendTransaction(
  parameters: UseSendTransactionParameters = {},
): UseSendTransactionReturnType {
  const config = usePorticoConfig(parameters)
  const { mutate, mutateAsync, ...result } = useMutation((p: SendTransactionParameters) =>
    sendTransaction(config, p),
  )
  return {
    ...result,
    error: result.error as SendTransactionErrorType | null,
    sendTransaction: mutate,
    sendTransactionAsync: mutateAsync,
  }
}
