import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWTPayload, SignJWT } from 'jose'

export const issuer = 'https://portico.test'
export const audience = 'my-project'
export const now = new Date('2026-11-28T12:00:00Z')
export const seconds = Math.floor(now.getTime() / 1000)
export const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A signing key as the Portico server holds one, and the JWKS it publishes. */
export async function createKey(kid = 'k1', alg: 'ES256' | 'EdDSA' = 'ES256') {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true })
  const jwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' }
  return { kid, alg, privateKey, jwk, jwks: { keys: [jwk] } as JSONWebKeySet }
}

/** A token as `POST /v1/siwx/token` issues it, with `claims` and `header` overrides. */
export async function signToken(
  key: Awaited<ReturnType<typeof createKey>>,
  claims: JWTPayload = {},
  header: Record<string, unknown> = {},
): Promise<string> {
  return new SignJWT({
    iss: issuer,
    aud: audience,
    sub: `eip155:1:${address}`,
    sid: 'session-1',
    iat: seconds,
    exp: seconds + 600,
    jti: 'j1',
    ...claims,
  })
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT', ...header })
    .sign(key.privateKey)
}
