import { InvalidSignInputError } from '../errors/sign'
import { readDid } from './readDid'
import type { AuthPayload, Cacao, CacaoSignature } from './types'

export type BuildAuthObjectParameters = {
  /** The request as received (after `populateAuthPayload`, if the wallet narrowed it). */
  request: AuthPayload
  signature: CacaoSignature
  /** `did:pkh:eip155:{reference}:{address}` (the `did:pkh:` prefix is added when missing). */
  iss: string
}
export type BuildAuthObjectReturnType = Cacao

/**
 * The CACAO (CAIP-74) a wallet returns for a signed sign-in request.
 *
 * @example
 * const iss = `did:pkh:eip155:1:${account.address}`
 * const s = await account.signMessage({ message: formatAuthMessage({ request, iss }) })
 * const cacao = buildAuthObject({ request, signature: { t: 'eip191', s }, iss })
 */
export function buildAuthObject(parameters: BuildAuthObjectParameters): BuildAuthObjectReturnType {
  const { request, signature } = parameters
  const iss = parameters.iss?.startsWith?.('did:pkh:')
    ? parameters.iss
    : `did:pkh:${parameters.iss}`
  readDid(iss)
  if (signature?.t !== 'eip191' && signature?.t !== 'eip1271') {
    throw new InvalidSignInputError('signature.t must be eip191 or eip1271')
  }
  if (typeof signature.s !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature.s)) {
    throw new InvalidSignInputError('signature.s must be 0x-prefixed hex')
  }
  return {
    h: { t: 'caip122' },
    p: {
      iss,
      domain: request.domain,
      aud: request.aud,
      version: request.version,
      nonce: request.nonce,
      iat: request.iat,
      statement: request.statement,
      requestId: request.requestId,
      resources: request.resources,
      nbf: request.nbf,
      exp: request.exp,
    },
    s: signature,
  }
}
