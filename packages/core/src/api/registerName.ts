import { NameRegistrationError } from '../errors/names'
import { type RegisterNameResponse, registerNameResponseSchema } from './apiSchemas.generated'
import type { CreateHttpClientReturnType } from './createHttpClient'
import { readApiResponse } from './readResponse'
import { serverErrorMessage } from './serverErrorMessage'

/** Parameters of {@link registerName}. */
export type RegisterNameParameters = {
  /** The full name the message names, e.g. `alice.portico.id` (for the error text). */
  name: string
  /** ENSIP-11 coin type of the address's chain: `60` for the server's first EVM chain. */
  coinType: number
  address: string
  /** The registration's `message` (from `createNameRegistration`). */
  message: string
  /** The wallet's EIP-712 signature of the registration's typed data. */
  signature: string
  signal?: AbortSignal | undefined
}

/** The registered name (lower case). */
export type RegisterNameReturnType = { name: string }

export type RegisterNameErrorType = NameRegistrationError

/**
 * Registers a name (`POST /v1/profile/account`, SPEC §7) with the signed message. A refusal
 * throws `Error registering name {name}` (SPEC §8); its `details` is the server's reason (e.g.
 * `Error registering name alice.portico.id: the name is taken`).
 *
 * @example
 * const { nonce } = await getNameNonce(client, { name: 'alice.portico.id' })
 * const { typedData, message } = createNameRegistration({ name: 'alice.portico.id',
 *   zone: 'portico.id', projectId: 'portico-local', chainId: 31337, owner: address, nonce })
 * const { signature } = await adapter.signTypedData(typedData)
 * await registerName(client, { name: 'alice.portico.id', coinType: 60, address, message, signature })
 */
export async function registerName(
  client: CreateHttpClientReturnType,
  parameters: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  const { name, coinType, address, message, signature, signal } = parameters
  const path = '/v1/profile/account'
  try {
    const body = await client.post({
      path,
      // The server takes projectId in the body of this POST (the client sends it as a query too).
      body: {
        coin_type: coinType,
        address,
        message,
        signature,
        projectId: client.params.projectId,
      },
      signal,
    })
    return {
      name: readApiResponse<RegisterNameResponse>(path, body, registerNameResponseSchema).name,
    }
  } catch (cause) {
    throw new NameRegistrationError({ name, details: serverErrorMessage(cause), cause })
  }
}
