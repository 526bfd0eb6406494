import { createHash, randomBytes } from 'node:crypto'
import {
  type DevIdentityUser,
  loginAtDevIdentityProvider,
  type StartDevIdentityProviderReturnType,
  startDevIdentityProvider,
} from '@portico/devnet'
import { socialLaunchPath } from '../../src/embedded/social/createSocialLogin'
import {
  type EmailTestServer,
  frameOrigin,
  newEmail,
  projectId,
  startEmailServer,
} from './emailTestKit'

/** The social login's callback: on the frame origin that starts the flow. */
export const socialCallbackUrl = `${frameOrigin}/v1/embedded/social/callback`

const tag = randomBytes(4).toString('hex')

/**
 * A user of the development identity provider that no earlier run knows (the suites may run
 * against a kept PostgreSQL): id `{id}-{random}`, a fresh email unless given, verified unless said.
 *
 * @example
 * const carol = newDevUser('carol', 'Carol', { emailVerified: false })
 */
export const newDevUser = (
  id: string,
  name: string,
  options: { email?: string; emailVerified?: boolean } = {},
): DevIdentityUser => ({
  id: `${id}-${tag}`,
  name,
  email: options.email ?? newEmail(id),
  emailVerified: options.emailVerified ?? true,
})

/** A flow secret as the frame makes one, and the SHA-256 (hex) it sends to `start`. */
export const newFlowSecret = () => {
  const secret = randomBytes(32).toString('base64url')
  return { secret, hash: createHash('sha256').update(secret).digest('hex') }
}

export type SocialTestServer = {
  idp: StartDevIdentityProviderReturnType
  /** The server (mail catcher, fake clock) with the identity provider as its social logins'. */
  server: EmailTestServer
  /**
   * `social/start` as the frame calls it (a fresh flow secret unless given): the answer, and the
   * flow id and secret `finish` needs.
   */
  start(
    input: { provider?: string; deviceToken: string; returnUrl?: string; flowSecret?: string },
    options?: { ip?: string; origin?: string },
  ): Promise<{
    // biome-ignore lint/suspicious/noExplicitAny: JSON answers, checked by each test
    answer: { statusCode: number; json(): any }
    flowId: string
    flowSecret: string
    authorizationUrl: string
  }>
  /**
   * The browser opening the launch URL `start` answered (`browser`: whose cookie jar, default
   * `'starter'`), then the provider's login page as `user`: the callback URL it sends the browser
   * back to. A launch URL is spent by its first browser.
   */
  loginAs(authorizationUrl: string, user: DevIdentityUser, browser?: string): Promise<URL>
  /** Opens a launch URL in `browser`'s jar: the answer (303 to the provider, with the cookie). */
  launch(
    authorizationUrl: string,
    browser?: string,
  ): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>
  /** The callback as `browser` loads it (with that browser's cookies; default `'starter'`). */
  callback(
    url: URL,
    browser?: string,
  ): Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>
  stop(): Promise<void>
}

/**
 * The development identity provider with `users`, and a server whose social logins use it (its
 * callback on the frame's origin).
 *
 * @example
 * const { server, loginAs, stop } = await startSocialServer([alice])
 */
export async function startSocialServer(
  users: DevIdentityUser[],
  env: Record<string, string> = {},
): Promise<SocialTestServer> {
  const idp = await startDevIdentityProvider({
    port: 0,
    redirectUris: [socialCallbackUrl],
    users,
  })
  const server = await startEmailServer({
    PORTICO_SOCIAL_DEV_ISSUER: idp.issuer,
    PORTICO_SOCIAL_DEV_CLIENT_ID: idp.clientId,
    PORTICO_SOCIAL_DEV_CLIENT_SECRET: idp.clientSecret,
    ...env,
  }).catch(async (error: unknown) => {
    await idp.stop()
    throw error
  })
  /** Each browser's cookies for the frame origin's callback path. */
  const jars = new Map<string, Map<string, string>>()
  const jarOf = (browser: string) => {
    const jar = jars.get(browser) ?? new Map<string, string>()
    jars.set(browser, jar)
    return jar
  }
  const launch: SocialTestServer['launch'] = async (authorizationUrl, browser = 'starter') => {
    const url = new URL(authorizationUrl)
    const answer = await server.app.inject({
      url: `${url.pathname}${url.search}`,
      remoteAddress: '10.8.8.8',
    })
    for (const line of [answer.headers['set-cookie'] ?? []].flat()) {
      const [pair = ''] = String(line).split(';')
      const at = pair.indexOf('=')
      jarOf(browser).set(pair.slice(0, at), pair.slice(at + 1))
    }
    return answer
  }
  return {
    idp,
    server,
    async start(input, options = {}) {
      const flowSecret = input.flowSecret ?? newFlowSecret().secret
      const answer = await server.post(
        '/v1/embedded/social/start',
        {
          projectId,
          provider: input.provider ?? 'google',
          deviceToken: input.deviceToken,
          flowSecretHash: createHash('sha256').update(flowSecret).digest('hex'),
          ...(input.returnUrl === undefined ? {} : { returnUrl: input.returnUrl }),
        },
        options,
      )
      const json = answer.statusCode === 200 ? answer.json() : {}
      return {
        answer,
        flowId: json.flowId ?? '',
        flowSecret,
        authorizationUrl: json.authorizationUrl ?? '',
      }
    },
    launch,
    async loginAs(authorizationUrl, user, browser = 'starter') {
      let providerUrl = authorizationUrl
      if (new URL(authorizationUrl).pathname === socialLaunchPath) {
        const launched = await launch(authorizationUrl, browser)
        if (launched.statusCode !== 303) throw new Error(`launch answered ${launched.statusCode}`)
        providerUrl = String(launched.headers.location)
      }
      return loginAtDevIdentityProvider({
        authorizationUrl: providerUrl,
        userId: user.id,
        redirectUri: socialCallbackUrl,
      })
    },
    callback: (url, browser = 'starter') =>
      server.app.inject({
        url: `${url.pathname}${url.search}`,
        remoteAddress: '10.9.9.9',
        headers: {
          cookie: [...jarOf(browser)].map(([name, value]) => `${name}=${value}`).join('; '),
        },
      }),
    async stop() {
      await server.close()
      await idp.stop()
    },
  }
}
