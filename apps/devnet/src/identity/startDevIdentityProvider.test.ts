import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devIdentityUsers } from './devIdentityUsers'
import { loginAtDevIdentityProvider } from './loginAtDevIdentityProvider'
import {
  type StartDevIdentityProviderReturnType,
  startDevIdentityProvider,
} from './startDevIdentityProvider'

const redirectUri = 'http://127.0.0.1:9/callback'
let idp: StartDevIdentityProviderReturnType

beforeAll(async () => {
  idp = await startDevIdentityProvider({ port: 0, redirectUris: [redirectUri] })
})
afterAll(() => idp?.stop())

const authorize = (params: Record<string, string>) => {
  const url = new URL('/auth', idp.issuer)
  url.search = new URLSearchParams({
    client_id: idp.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: 'state-1',
    nonce: 'nonce-1',
    ...params,
  }).toString()
  return url.href
}

describe('startDevIdentityProvider', () => {
  it('publishes discovery with the code flow, S256 PKCE and signing keys', async () => {
    const discovery = await (
      await fetch(new URL('/.well-known/openid-configuration', idp.issuer))
    ).json()
    expect(discovery.issuer).toBe(idp.issuer)
    expect(discovery.response_types_supported).toContain('code')
    expect(discovery.code_challenge_methods_supported).toEqual(['S256'])
    const jwks = await (await fetch(discovery.jwks_uri)).json()
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig' })
    expect(jwks.keys[0].d).toBeUndefined()
  })

  it('lists the test users and sends the chosen one back with a code that redeems for an ID token', async () => {
    const verifier = randomBytes(32).toString('base64url')
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    const [carol] = devIdentityUsers.filter((user) => !user.emailVerified)
    const back = await loginAtDevIdentityProvider({
      authorizationUrl: authorize({ code_challenge: challenge, code_challenge_method: 'S256' }),
      userId: carol?.id ?? '',
      redirectUri,
    })
    expect(back.searchParams.get('state')).toBe('state-1')
    const code = back.searchParams.get('code') ?? ''
    const token = await fetch(new URL('/token', idp.issuer), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${idp.clientId}:${idp.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }).toString(),
    })
    expect(token.status).toBe(200)
    const { id_token } = await token.json()
    const claims = JSON.parse(Buffer.from(id_token.split('.')[1], 'base64url').toString())
    expect(claims).toMatchObject({
      iss: idp.issuer,
      sub: carol?.id,
      aud: idp.clientId,
      nonce: 'nonce-1',
      email: carol?.email,
      email_verified: false,
    })
  })

  it('refuses an authorization request without PKCE', async () => {
    const back = await loginAtDevIdentityProvider({
      authorizationUrl: authorize({}),
      userId: 'dev-alice',
      redirectUri,
    })
    expect(back.searchParams.get('error')).toBe('invalid_request')
    expect(back.searchParams.get('code')).toBeNull()
  })
})
