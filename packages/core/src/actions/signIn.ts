import type { PorticoClient } from '../client/types'
import type { BaseError } from '../errors/base'
import type { NoActiveCaipAddressError } from '../errors/connection'
import type { SignatureDeclinedError, SiwxNotEnabledError } from '../errors/siwx'

export type SignInParameters = Record<string, never>
/** True once the session is stored; false when a sign-in of the account was already running. */
export type SignInReturnType = boolean
export type SignInErrorType =
  | SiwxNotEnabledError
  | NoActiveCaipAddressError
  | SignatureDeclinedError
  | BaseError

/**
 * Signs in the active account (SPEC §4 "Sign-in", SIWX): builds the message with the app's `siwx`,
 * asks the wallet to sign it and stores the session. Rejects with `Signature declined` when the
 * person refuses (the sign view then shows again), `SIWX is not enabled` without `siwx`.
 *
 * @example
 * await signIn(client)
 * client.siwx.getState().status // 'signed-in'
 */
export function signIn(
  client: Pick<PorticoClient, 'signIn'>,
  _parameters: SignInParameters = {},
): Promise<SignInReturnType> {
  return client.signIn({ throwOnError: true })
}
