import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import * as oidc from 'openid-client'
import { embeddedDevices, embeddedSocialFlows } from '../../db/embeddedSchema'
import type { Database } from '../../db/openDatabase'
import { hashToken } from '../emailCode'
import { createEmbeddedSession } from '../embeddedSession'
import { EmbeddedRefusedError } from '../errors'
import { linkSocialIdentity } from './linkSocialIdentity'
import type { SocialConfig, SocialProviderConfig, SocialProviderId } from './readSocialConfig'

export type CreateSocialLoginParameters = {
  db: Database
  config: SocialConfig
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

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
 * Social login over OpenID Connect with `openid-client`, on the database: `start` stores state,
 * nonce and PKCE verifier server-side and answers the provider's authorization URL; `callback`
 * checks state, exchanges the code (PKCE), checks the ID token's signature, issuer, audience and
 * nonce, links the identity to an account and answers a one-time completion code for the window
 * that opened the provider; `finish` redeems the completed login once, with that code, from the
 * device that started it, for a session. An identity (issuer + subject) reaches the account of its
 * email only when the provider says the email is verified; otherwise it gets an account of its own.
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
      found = oidc.discovery(
        issuer,
        provider.clientId,
        provider.clientSecret,
        undefined,
        // Plain http only for a local issuer (the development identity provider).
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
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
      /** The callback URL on the frame origin that starts the flow (registered at the provider). */
      redirectUri: string
      /** Redirect mode: the app page to send the visitor back to (already checked by the caller). */
      returnUrl?: string | undefined
      now: number
    }): Promise<{ flowId: string; authorizationUrl: string; expiresAt: string }> {
      const provider = providerOf(input.provider)
      const client = await discover(provider).catch((error) => {
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
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const expiresAt = new Date(input.now + config.flowLifetimeMs)
      await db.insert(embeddedSocialFlows).values({
        flowHash: sha256(flowId),
        stateHash: sha256(state),
        projectId: input.projectId,
        provider: provider.id,
        deviceHash: hashToken(input.deviceToken),
        nonce,
        codeVerifier,
        redirectUri: input.redirectUri,
        returnUrl: input.returnUrl ?? null,
        createdAt: new Date(input.now),
        expiresAt,
      })
      const authorizationUrl = oidc.buildAuthorizationUrl(client, {
        redirect_uri: input.redirectUri,
        scope: provider.scope,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      return { flowId, authorizationUrl: authorizationUrl.href, expiresAt: expiresAt.toISOString() }
    },

    /**
     * The provider's redirect: completes the flow of `state` once. Answers whether it succeeded
     * (`failure` says why not), the completion code, and the flow's return URL in redirect mode;
     * throws `social-failed` for an unknown, finished or expired state.
     */
    async callback(input: { url: URL; now: number }): Promise<{
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
          { projectId: flow.projectId, provider: flow.provider, now: new Date(input.now) },
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

    /** Redeems a completed flow once, from the device that started it: a session. */
    async finish(input: {
      projectId: string
      flowId: string
      deviceToken: string
      /** The code the callback page handed to the window that opened the provider. */
      completionCode: string
      now: number
      lifetimeMs: number
    }) {
      const deviceHash = hashToken(input.deviceToken)
      const [flow] = await db
        .select()
        .from(embeddedSocialFlows)
        .where(eq(embeddedSocialFlows.flowHash, sha256(input.flowId)))
      const gone = () =>
        new EmbeddedRefusedError('social-failed', 'This sign-in has expired: start again')
      if (
        flow === undefined ||
        flow.projectId !== input.projectId ||
        flow.deviceHash !== deviceHash ||
        flow.usedAt !== null ||
        flow.expiresAt.getTime() <= input.now
      )
        throw gone()
      if (flow.completedAt === null)
        throw new EmbeddedRefusedError('social-pending', 'The sign-in is not finished yet')
      if (flow.userId === null)
        throw new EmbeddedRefusedError(
          'social-failed',
          flow.failure === 'cancelled'
            ? 'The sign-in was cancelled'
            : 'The sign-in did not complete: try again',
        )
      if (flow.completionHash !== sha256(input.completionCode)) throw gone()
      const userId = flow.userId
      const session = await db.transaction(async (tx) => {
        const used = await tx
          .update(embeddedSocialFlows)
          .set({ usedAt: new Date(input.now) })
          .where(
            and(
              eq(embeddedSocialFlows.flowHash, flow.flowHash),
              isNull(embeddedSocialFlows.usedAt),
            ),
          )
          .returning({ flowHash: embeddedSocialFlows.flowHash })
        if (used.length === 0) throw gone()
        // The provider authenticated the visitor on this browser: it counts as verified.
        await tx
          .insert(embeddedDevices)
          .values({ userId, deviceHash, verifiedAt: new Date(input.now) })
          .onConflictDoNothing()
        return createEmbeddedSession(tx, {
          userId,
          deviceHash,
          now: input.now,
          lifetimeMs: input.lifetimeMs,
        })
      })
      return {
        userId,
        isNewUser: flow.isNewUser === 1,
        session,
        provider: flow.provider as SocialProviderId,
        userName: flow.userName ?? undefined,
      }
    },
  }
}
