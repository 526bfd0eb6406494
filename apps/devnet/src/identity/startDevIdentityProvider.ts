import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type Ctx } from 'oidc-provider'
import { DevnetStartError } from '../errors'
import { type DevIdentityUser, devIdentityUsers } from './devIdentityUsers'

/** Parameters of {@link startDevIdentityProvider}. */
export type StartDevIdentityProviderParameters = {
  /** Port on 127.0.0.1 (default 3002; 0 = any free port). */
  port?: number | undefined
  /** Where the provider may send the visitor back (the server's social callback URLs). */
  redirectUris: string[]
  /** The one client (default id `portico-dev`, a random secret per start). */
  clientId?: string | undefined
  clientSecret?: string | undefined
  /** The users on the login page (default {@link devIdentityUsers}). */
  users?: readonly DevIdentityUser[] | undefined
}

/** What {@link startDevIdentityProvider} started. */
export type StartDevIdentityProviderReturnType = {
  /** The issuer, e.g. `http://127.0.0.1:3002` (discovery at `/.well-known/openid-configuration`). */
  issuer: string
  clientId: string
  clientSecret: string
  users: readonly DevIdentityUser[]
  stop(): Promise<void>
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )

const loginPage = (uid: string, users: readonly DevIdentityUser[]) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portico dev identity provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;text-align:left;cursor:pointer}
small{color:#666}</style></head><body>
<h1>Sign in (development)</h1>
<p><small>A local OpenID provider for development: pick a test user. No password.</small></p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
${users
  .map(
    (user) =>
      `<button type="submit" name="account" value="${escapeHtml(user.id)}">${escapeHtml(user.name)}<br><small>${escapeHtml(user.email)}</small></button>`,
  )
  .join('\n')}
</form></body></html>`

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = ''
  for await (const chunk of request) {
    body += String(chunk)
    if (body.length > 4096) throw new Error('Form too large')
  }
  return new URLSearchParams(body)
}

/**
 * Starts a local OpenID Connect provider for development (`oidc-provider`): discovery, the
 * authorization code flow with PKCE (S256, required), RS256-signed ID tokens carrying `email` and
 * `email_verified`, and a login page listing test users instead of asking a password. It lets every
 * social button of the embedded wallet work offline through the real protocol. Never for production.
 *
 * @example
 * const idp = await startDevIdentityProvider({ redirectUris: ['http://127.0.0.1:3000/v1/embedded/social/callback'] })
 * console.log(idp.issuer) // http://127.0.0.1:3002
 * await idp.stop()
 */
export async function startDevIdentityProvider(
  parameters: StartDevIdentityProviderParameters,
): Promise<StartDevIdentityProviderReturnType> {
  const users = parameters.users ?? devIdentityUsers
  const clientId = parameters.clientId ?? 'portico-dev'
  const clientSecret = parameters.clientSecret ?? randomBytes(24).toString('base64url')
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => {
    response.statusCode = 503
    response.end()
  }
  const server = createServer((request, response) => handle(request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new DevnetStartError(
          `The dev identity provider could not listen on port ${parameters.port ?? 3002}`,
          error,
        ),
      ),
    )
    server.listen(parameters.port ?? 3002, '127.0.0.1', resolve)
  })
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
    format: 'jwk',
  })
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: parameters.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: {
      keys: [{ ...signingKey, kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' }],
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    // Short lives, in seconds (a development provider keeps everything in memory).
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The ID token carries the email claims (as Google's and Apple's do), not only userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: (_: unknown, id: string) => {
      const user = users.find((candidate) => candidate.id === id)
      if (user === undefined) return undefined
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          name: user.name,
          email: user.email,
          email_verified: user.emailVerified,
        }),
      }
    },
    // A first-party development client: consent is implied, only the login page is shown.
    loadExistingGrant: async (ctx: Ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId)
      if (grantId !== undefined) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  const callback = provider.callback()
  const interaction = /^\/interaction\/([\w-]+)(\/login)?$/
  handle = (request, response) => {
    const match = interaction.exec(new URL(request.url ?? '/', issuer).pathname)
    if (match === null) return callback(request, response)
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response)
        if (match[2] === undefined && request.method === 'GET') {
          response.setHeader('content-type', 'text/html; charset=utf-8')
          response.setHeader('cache-control', 'no-store')
          response.end(loginPage(details.uid, users))
          return
        }
        const account = (await readForm(request)).get('account')
        if (request.method !== 'POST' || !users.some((user) => user.id === account)) {
          response.statusCode = 400
          response.end('Pick a test user')
          return
        }
        // Not remembered: the next login shows the user list again.
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: account, remember: false } },
          { mergeWithLastSubmission: false },
        )
      } catch {
        response.statusCode = 400
        response.end('This login has expired: start again from the app')
      }
    })()
  }
  return {
    issuer,
    clientId,
    clientSecret,
    users,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
