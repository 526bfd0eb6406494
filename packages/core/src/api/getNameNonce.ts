import { NameRegistrationError } from '../errors/names'
import { type NameNonceResponse, nameNonceResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType } from './createHttpClient'
import { readApiResponse } from './readResponse'
import { serverErrorMessage } from './serverErrorMessage'

/** Parameters of {@link getNameNonce}. */
export type GetNameNonceParameters = {
  /** The full name about to be registered (for the error text). */
  name: string
  signal?: AbortSignal | undefined
}

/** A single-use registration nonce and when it stops being accepted. */
export type GetNameNonceReturnType = { nonce: string; expiresAt: string }

export type GetNameNonceErrorType = NameRegistrationError

/**
 * A single-use nonce for one name registration (`GET /v1/profile/nonce`), valid 10 minutes: the
 * signed registration names it (`createNameRegistration`). A failure throws `Error registering
 * name {name}` (SPEC §8) with the server's reason as details.
 *
 * @example
 * const { nonce } = await getNameNonce(client, { name: 'alice.portico.id' })
 */
export async function getNameNonce(
  client: CreateHttpClientReturnType,
  parameters: GetNameNonceParameters,
): Promise<GetNameNonceReturnType> {
  const { name, signal } = parameters
  const path = '/v1/profile/nonce'
  try {
    const body = await client.get({ path, signal })
    return readApiResponse<NameNonceResponse>(path, body, nameNonceResponseSchema)
  } catch (cause) {
    throw new NameRegistrationError({ name, details: serverErrorMessage(cause), cause })
  }
}
