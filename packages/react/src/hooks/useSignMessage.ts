import {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '@portico/core/actions'
import { type ConfigParameter, usePorticoConfig } from '../context'
import { type UseMutationResult, useMutation } from './useMutation'

export type UseSignMessageParameters = ConfigParameter
export type UseSignMessageReturnType = Omit<UseMutationResult<SignMessageReturnType>, 'error'> & {
  error: SignMessageErrorType | null
  /** Asks the wallet to sign; the signature lands in `data`, a refusal in `error`. */
  signMessage: (parameters: SignMessageParameters) => void
  /** The same; resolves to the signature (hex on EVM, base58 on Solana). */
  signMessageAsync: (parameters: SignMessageParameters) => Promise<SignMessageReturnType>
}

/**
 * Signs a text with the connected wallet of the active namespace (or `namespace`): core's
 * `signMessage`.
 *
 * @example
 * const { signMessageAsync } = useSignMessage()
 * const signature = await signMessageAsync({ message: 'hello' }) // '0x…' (EVM), base58 (Solana)
 */
export function useSignMessage(
  parameters: UseSignMessageParameters = {},
): UseSignMessageReturnType {
  const config = usePorticoConfig(parameters)
  const { mutate, mutateAsync, ...result } = useMutation((p: SignMessageParameters) =>
    signMessage(config, p),
  )
  return {
    ...result,
    error: result.error as SignMessageErrorType | null,
    signMessage: mutate,
    signMessageAsync: mutateAsync,
  }
}
