import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose'
import {
  PorticoJwksUnavailableError,
  PorticoTokenAlgorithmError,
  PorticoTokenAudienceError,
  type PorticoTokenError,
  PorticoTokenExpiredError,
  PorticoTokenIssuerError,
  PorticoTokenMalformedError,
  PorticoTokenSignatureError,
} from './errors'

/** Where a Portico token must come from, and for whom. */
export type VerifyPorticoTokenParameters = {
  /** The Portico server's public URL (`PORTICO_PUBLIC_URL`), e.g. `https://portico.example.com`: the tokens' `iss`. */
  issuer: string
  /** Your project id: the tokens' `aud`. */
  audience: string
  /** Where the keys are; `${issuer}/.well-known/jwks.json` by default (fetched once, then cached). */
  jwksUrl?: string | URL | undefined
  /** The keys themselves instead of a URL (offline, tests). */
  jwks?: JSONWebKeySet | undefined
  /** Clock skew allowed on `exp` and `iat`, in seconds. Default 5. */
  clockToleranceSeconds?: number | undefined
  /** The time to check against; now by default. */
  currentDate?: Date | undefined
}

/** Who a valid token speaks for. */
export type VerifyPorticoTokenReturnType = {
  /**
   * The CAIP-10 account, e.g. `eip155:1:0xf39F…2266`, `solana:5eykt4Us…:7xKX…` or
   * `bip122:000000000019d6689c085ae165831e93:bc1q…`.
   */
  account: string
  /** `eip155`, `solana` or `bip122`. */
  namespace: string
  /** The CAIP-2 chain id the account signed in on, e.g. `eip155:1`. */
  chainId: string
  /** The address as the wallet gives it (EIP-55 for eip155, base58 for solana, as signed for bip122). */
  address: string
  /** The Portico session id (`sid`): revoking it stops new tokens. */
  sessionId: string
  /** When the token expires. */
  expiresAt: Date
}
export type VerifyPorticoTokenErrorType = PorticoTokenError

/** Longest life of a Portico token (the server issues at most 15 minutes). */
const maxTokenAgeSeconds = 15 * 60
const caip10 = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/
const remoteSets = new Map<string, JWTVerifyGetKey>()

function keysOf({ issuer, jwksUrl, jwks }: VerifyPorticoTokenParameters): JWTVerifyGetKey {
  if (jwks !== undefined) return createLocalJWKSet(jwks)
  const url = new URL(jwksUrl ?? `${issuer.replace(/\/$/, '')}/.well-known/jwks.json`)
  let set = remoteSets.get(url.href)
  if (set === undefined) {
    set = createRemoteJWKSet(url, { cacheMaxAge: 5 * 60_000, cooldownDuration: 30_000 })
    remoteSets.set(url.href, set)
  }
  return set
}

function refusal(error: unknown, token: string): PorticoTokenError {
  const { code, claim, reason } = (error ?? {}) as {
    code?: string
    claim?: string
    reason?: string
  }
  const cause = { cause: error }
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return new PorticoTokenExpiredError(cause)
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return new PorticoTokenSignatureError(cause)
    case 'ERR_JOSE_ALG_NOT_ALLOWED': {
      let alg = 'unknown'
      try {
        alg = String(decodeProtectedHeader(token).alg)
      } catch {}
      return new PorticoTokenAlgorithmError(alg, cause)
    }
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      if (claim === 'aud') return new PorticoTokenAudienceError(cause)
      if (claim === 'iss') return new PorticoTokenIssuerError(cause)
      if (claim === 'iat' && reason === 'check_failed') return new PorticoTokenExpiredError(cause)
      return new PorticoTokenMalformedError(`the ${claim ?? 'claims'} claim is not valid`, cause)
    case 'ERR_JWKS_TIMEOUT':
    case 'ERR_JWKS_INVALID':
    case 'ERR_JOSE_GENERIC':
      return new PorticoJwksUnavailableError(cause)
  }
  if (error instanceof TypeError && code === undefined)
    return new PorticoJwksUnavailableError(cause)
  return new PorticoTokenMalformedError('not a signed JWT', cause)
}

/**
 * Verifies a Portico sign-in token (from the kit's `useSiwx().getToken()`, sent as
 * `authorization: Bearer …`) against the Portico server's published keys: signature (ES256 or
 * EdDSA only: `none` and HMAC are refused), `iss`, `aud`, `exp`, at most 15 minutes old. Works in
 * Node and edge runtimes. Throws a {@link PorticoTokenError} subclass saying why.
 *
 * @example
 * const { account, address, chainId } = await verifyPorticoToken(token, {
 *   issuer: 'https://portico.example.com',
 *   audience: 'my-project',
 * })
 */
export async function verifyPorticoToken(
  token: string,
  parameters: VerifyPorticoTokenParameters,
): Promise<VerifyPorticoTokenReturnType> {
  const { issuer, audience } = parameters
  if (!issuer || !audience)
    throw new TypeError('verifyPorticoToken needs an issuer and an audience')
  if (typeof token !== 'string' || token.split('.').length !== 3)
    throw new PorticoTokenMalformedError('not a signed JWT')
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload']
  try {
    ;({ payload } = await jwtVerify(token, keysOf(parameters), {
      issuer: issuer.replace(/\/$/, ''),
      audience,
      algorithms: ['ES256', 'EdDSA'],
      typ: 'JWT',
      requiredClaims: ['iss', 'aud', 'sub', 'sid', 'exp', 'iat'],
      maxTokenAge: maxTokenAgeSeconds,
      clockTolerance: parameters.clockToleranceSeconds ?? 5,
      ...(parameters.currentDate === undefined ? {} : { currentDate: parameters.currentDate }),
    }))
  } catch (error) {
    throw refusal(error, token)
  }
  const match = typeof payload.sub === 'string' ? caip10.exec(payload.sub) : null
  const [, namespace, reference, address] = match ?? []
  if (!namespace || !reference || !address)
    throw new PorticoTokenMalformedError('sub is not a CAIP-10 account')
  if (typeof payload.sid !== 'string' || payload.sid === '')
    throw new PorticoTokenMalformedError('sid is not a session id')
  return {
    account: payload.sub as string,
    namespace,
    chainId: `${namespace}:${reference}`,
    address,
    sessionId: payload.sid,
    expiresAt: new Date((payload.exp as number) * 1000),
  }
}
