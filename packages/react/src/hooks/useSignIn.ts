import {
  type SignInErrorType,
  type SignInParameters,
  type SignInReturnType,
  signIn,
} from '@portico/core/actions'
import { type ConfigParameter, usePorticoConfig } from '../context'
import { type UseMutationResult, useMutation } from './useMutation'

export type UseSignInParameters = ConfigParameter
export type UseSignInReturnType = Omit<UseMutationResult<SignInReturnType>, 'error'> & {
  error: SignInErrorType | null
  /** Signs in the active account (SIWX); a refusal is left in `error`, no toast. */
  signIn: (parameters?: SignInParameters) => void
  /** The same; resolves to `true` once the session is stored, rejects with `Signature declined`. */
  signInAsync: (parameters?: SignInParameters) => Promise<SignInReturnType>
}

/**
 * Signs in the active account with the app's `siwx` (core's `signIn`): builds the message, asks
 * the wallet to sign it and stores the session. Unlike `useSiwx().signIn` (the modal's flow,
 * which toasts a refusal), it rejects with the typed error.
 *
 * @example
 * const { signInAsync, isPending, error } = useSignIn()
 * await signInAsync() // true: signed in
 */
export function useSignIn(parameters: UseSignInParameters = {}): UseSignInReturnType {
  const config = usePorticoConfig(parameters)
  const { mutate, mutateAsync, ...result } = useMutation((p: SignInParameters | undefined) =>
    signIn(config, p),
  )
  return {
    ...result,
    error: result.error as SignInErrorType | null,
    signIn: (p) => mutate(p),
    signInAsync: (p) => mutateAsync(p),
  }
}
