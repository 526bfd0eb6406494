import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import * as oidc from 'openid-client'
import { embeddedSocialFlows } from '../../db/embeddedSchema'
import type { Database } from '../../db/openDatabase'
import { hashToken } from '../emailCode'
import { EmbeddedRefusedError } from '../errors'
import { linkSocialIdentity } from './linkSocialIdentity'
import type { SocialConfig, SocialProviderConfig, SocialProviderId } from './readSocialConfig'
import { redeemSocialFlow } from './redeemSocialFlow'

export type CreateSocialLoginParameters = {
  db: Database
  config: SocialConfig
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** The path of the URL the frame opens: binds the flow to that browser, then goes to the provider. */
export const socialLaunchPath = '/v1/embedded/social/launch'

/** The name of the cookie `launch` sets for the flow of `stateHash` (read back by the callback). */
export const socialBrowserCookie = (stateHash: string) => `portico_social_${stateHash.slice(0, 16)}`

/** The visitor's display name in the ID token: `name`, else `preferred_username` (one line, ≤ 100 characters). */
const nameOf = (claims: Record<string, unknown>): string | null => {
  const name = [claims.name, claims.preferred_username].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  return name === undefined
    ? null
    : name
        .replace(/\p{Cc}+/gu, ' ')
        .trim()
        .slice(0, 100)
}

/**
 * Social login over OpenID Connect with `openid-client`, on the database. `start` (from the frame)
 * stores the nonce, the PKCE verifier and the hash of the frame's flow secret, and answers a
 * one-time **launch URL** on the frame origin; `launch` (the browser opening it) makes the state,
 * binds the flow to that browser with a random cookie (only its hash kept) and answers the
 * provider's authorization URL; `callback` refuses a browser without that cookie, checks state,
 * exchanges the code (PKCE), checks the ID token (signature against the issuer's JWKS, issuer,
 * audience, nonce), links the identity and answers a completion code that lives 60 s; `finish`
 * ({@link redeemSocialFlow}) redeems it once with the flow id, the flow secret and the device token
 * of the frame that started. So a flow started by one party and completed by another at the
 * provider gives the first nothing. An identity (issuer + subject) reaches the account of its email
 * only when the provider is trusted for linking and says the email is verified.
 *
 * @example
 * const social = createSocialLogin({ db, config: config.embedded.social })
 * const { flowId, authorizationUrl } = await social.start({ projectId, provider: 'google', deviceToken, now })
 */
export function createSocialLogin({ db, config }: CreateSocialLoginParameters) {
  const discovered = new Map<SocialProviderId, Promise<oidc.Configuration>>()
  const providerOf = (id: string): SocialProviderConfig => {
    const provider = config.providers.find((candidate) => candidate.id === id)
    if (provider === undefined)
      throw new EmbeddedRefusedError('unknown-provider', `Login with ${id} is not available`)
    return provider
  }
  const discover = (provider: SocialProviderConfig) => {
    let found = discovered.get(provider.id)
    if (found === undefined) {
      const issuer = new URL(provider.issuer)
      found = oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
        execute: [
          // ID tokens are checked against the issuer's JWKS, not only trusted for coming over TLS.
          oidc.enableNonRepudiationChecks,
          // Plain http only for a loopback issuer outside production (readSocialConfig checks it).
          ...(issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
        ],
      })
      discovered.set(provider.id, found)
      found.catch(() => discovered.delete(provider.id))
    }
    return found
  }

  return {
    /** The configured providers, in SPEC order. */
    providers: () => config.providers.map(({ id, development }) => ({ id, development })),

    async start(input: {
      projectId: string
      provider: string
      deviceToken: string
      /** SHA-256 (hex) of the secret the starting frame keeps for `finish`. */
      flowSecretHash: string
      /** The callback URL on the frame origin that starts the flow (registered at the provider). */
      redirectUri: string
      /** Where the launch URL lives: the frame origin that starts the flow. */
      launchOrigin: string
      /** Redirect mode: the app page to send the visitor back to (already checked by the caller). */
      returnUrl?: string | undefined
      now: number
    }): Promise<{ flowId: string; authorizationUrl: string; expiresAt: string }> {
      const provider = providerOf(input.provider)
      await discover(provider).catch((error) => {
        throw new EmbeddedRefusedError(
          'provider-unavailable',
          `Login with ${provider.id} is unavailable right now: try again later`,
          {},
          error,
        )
      })
      // Flows expired for another lifetime are of no use, even to an audit: dropped here.
      await db
        .delete(embeddedSocialFlows)
        .where(lt(embeddedSocialFlows.expiresAt, new Date(input.now - config.flowLifetimeMs)))
      const flowId = randomBytes(32).toString('base64url')
      const launchToken = randomBytes(32).toString('base64url')
      const expiresAt = new Date(input.now + config.flowLifetimeMs)
      await db.insert(embeddedSocialFlows).values({
        flowHash: sha256(flowId),
        // The state is made when a browser launches the flow; until then, a value nobody holds.
        stateHash: sha256(randomBytes(32).toString('base64url')),
        projectId: input.projectId,
        provider: provider.id,
        deviceHash: hashToken(input.deviceToken),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        redirectUri: input.redirectUri,
        returnUrl: input.returnUrl ?? null,
        flowSecretHash: input.flowSecretHash,
        launchHash: sha256(launchToken),
        createdAt: new Date(input.now),
        expiresAt,
      })
      const launch = new URL(socialLaunchPath, input.launchOrigin)
      launch.searchParams.set('flow', launchToken)
      return { flowId, authorizationUrl: launch.href, expiresAt: expiresAt.toISOString() }
    },

    /**
     * The browser that opens the launch URL: its first visit (only one) makes the state, binds the
     * flow to this browser (`cookie`: its name, value and whether it needs `Secure`) and answers
     * the provider's authorization URL. Throws `social-failed` for an unknown, used or expired one.
     */
    async launch(input: { token: string; now: number }): Promise<{
      providerUrl: string
      cookie: { name: string; value: string; secure: boolean; maxAgeSeconds: number }
    }> {
      const state = oidc.randomState()
      const browserKey = randomBytes(32).toString('base64url')
      const [flow] = await db
        .update(embeddedSocialFlows)
        .set({ stateHash: sha256(state), browserHash: sha256(browserKey) })
        .where(
          and(
            eq(embeddedSocialFlows.launchHash, sha256(input.token)),
            isNull(embeddedSocialFlows.browserHash),
            gt(embeddedSocialFlows.expiresAt, new Date(input.now)),
          ),
        )
        .returning()
      if (flow === undefined)
        throw new EmbeddedRefusedError(
          'social-failed',
          'This sign-in link is no longer valid: start again from the app',
        )
      const provider = providerOf(flow.provider)
      const client = await discover(provider).catch((error) => {
        throw new EmbeddedRefusedError(
          'provider-unavailable',
          `Login with ${provider.id} is unavailable right now: try again later`,
          {},
          error,
        )
      })
      const providerUrl = oidc.buildAuthorizationUrl(client, {
        redirect_uri: flow.redirectUri ?? config.callbackUrl ?? '',
        scope: provider.scope,
        state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      })
      return {
        providerUrl: providerUrl.href,
        cookie: {
          name: socialBrowserCookie(sha256(state)),
          value: browserKey,
          secure: (flow.redirectUri ?? '').startsWith('https:'),
          maxAgeSeconds: Math.max(1, Math.ceil((flow.expiresAt.getTime() - input.now) / 1000)),
        },
      }
    },

    /**
     * The provider's redirect: completes the flow of `state` once, only in the browser that
     * launched it (`cookies`: the request's). Answers whether it succeeded (`failure` says why
     * not), the completion code, and the flow's return URL in redirect mode; throws
     * `social-failed` for an unknown, finished or expired state and `other-browser` (the flow is
     * spent) for a browser that did not launch it.
     */
    async callback(input: {
      url: URL
      cookies: Record<string, string | undefined>
      now: number
    }): Promise<{
      ok: boolean
      completionCode?: string
      failure?: 'cancelled' | 'failed'
      returnUrl: string | undefined
    }> {
      const state = input.url.searchParams.get('state')
      const [flow] =
        state === null
          ? []
          : await db
              .update(embeddedSocialFlows)
              .set({ completedAt: new Date(input.now) })
              .where(
                and(
                  eq(embeddedSocialFlows.stateHash, sha256(state)),
                  isNull(embeddedSocialFlows.completedAt),
                ),
              )
              .returning()
      if (flow === undefined || flow.expiresAt.getTime() <= input.now)
        throw new EmbeddedRefusedError(
          'social-failed',
          'This sign-in link is no longer valid: start again from the app',
        )
      const returnUrl = flow.returnUrl ?? undefined
      const fail = async (failure: 'cancelled' | 'failed') => {
        await db
          .update(embeddedSocialFlows)
          .set({ failure })
          .where(eq(embeddedSocialFlows.flowHash, flow.flowHash))
        return { ok: false, failure, returnUrl }
      }
      // Only the browser the launch URL bound: someone else who was handed the provider's page
      // (a phished link) completes nothing, and the flow is spent.
      const browserKey = input.cookies[socialBrowserCookie(flow.stateHash)]
      if (
        flow.browserHash === null ||
        browserKey === undefined ||
        sha256(browserKey) !== flow.browserHash
      ) {
        await fail('failed')
        throw new EmbeddedRefusedError(
          'other-browser',
          'This sign-in was started in another browser: start again from the app',
        )
      }
      if (input.url.searchParams.has('error')) return fail('cancelled')
      try {
        const provider = providerOf(flow.provider)
        const tokens = await oidc.authorizationCodeGrant(
          await discover(provider),
          new URL(`${flow.redirectUri ?? config.callbackUrl ?? ''}${input.url.search}`),
          {
            expectedState: state ?? '',
            expectedNonce: flow.nonce,
            pkceCodeVerifier: flow.codeVerifier,
            idTokenExpected: true,
          },
        )
        const claims = tokens.claims()
        if (claims === undefined) return fail('failed')
        const linked = await linkSocialIdentity(
          db,
          {
            projectId: flow.projectId,
            provider: flow.provider,
            trustEmail: provider.trustEmail,
            now: new Date(input.now),
          },
          {
            issuer: claims.iss,
            subject: claims.sub,
            email: typeof claims.email === 'string' ? claims.email : undefined,
            // Only a boolean true counts (some providers send the string "true").
            emailVerified: claims.email_verified === true || claims.email_verified === 'true',
          },
        )
        const completionCode = randomBytes(32).toString('base64url')
        await db
          .update(embeddedSocialFlows)
          .set({
            userId: linked.userId,
            isNewUser: linked.isNewUser ? 1 : 0,
            completionHash: sha256(completionCode),
            userName: nameOf(claims),
          })
          .where(eq(embeddedSocialFlows.flowHash, flow.flowHash))
        return { ok: true, completionCode, returnUrl }
      } catch {
        return fail('failed')
      }
    },

    /** Redeems a completed flow once, from the frame that started it: {@link redeemSocialFlow}. */
    finish: (input: Omit<Parameters<typeof redeemSocialFlow>[1], 'config'>) =>
      redeemSocialFlow(db, { ...input, config }),
  }
}
