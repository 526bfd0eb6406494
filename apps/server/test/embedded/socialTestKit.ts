import { randomBytes } from 'node:crypto'
import {
  type DevIdentityUser,
  loginAtDevIdentityProvider,
  type StartDevIdentityProviderReturnType,
  startDevIdentityProvider,
} from '@portico/devnet'
import { type EmailTestServer, frameOrigin, newEmail, startEmailServer } from './emailTestKit'

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

export type SocialTestServer = {
  idp: StartDevIdentityProviderReturnType
  /** The server (mail catcher, fake clock) with the identity provider as its social logins'. */
  server: EmailTestServer
  /** The provider's login page as `user`: the callback URL it sends the browser back to. */
  loginAs(authorizationUrl: string, user: DevIdentityUser): Promise<URL>
  stop(): Promise<void>
}

/**
 * The development identity provider with `users`, and a server whose social logins use it (its
 * callback on the frame's origin).
 *
 * @example
 * const { server, loginAs, stop } = await startSocialServer([alice])
 */
export async function startSocialServer(users: DevIdentityUser[]): Promise<SocialTestServer> {
  const idp = await startDevIdentityProvider({
    port: 0,
    redirectUris: [socialCallbackUrl],
    users,
  })
  const server = await startEmailServer({
    PORTICO_SOCIAL_DEV_ISSUER: idp.issuer,
    PORTICO_SOCIAL_DEV_CLIENT_ID: idp.clientId,
    PORTICO_SOCIAL_DEV_CLIENT_SECRET: idp.clientSecret,
  }).catch(async (error: unknown) => {
    await idp.stop()
    throw error
  })
  return {
    idp,
    server,
    loginAs: (authorizationUrl, user) =>
      loginAtDevIdentityProvider({
        authorizationUrl,
        userId: user.id,
        redirectUri: socialCallbackUrl,
      }),
    async stop() {
      await server.close()
      await idp.stop()
    },
  }
}
