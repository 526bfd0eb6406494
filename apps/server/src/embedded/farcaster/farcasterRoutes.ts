import type { Clock } from '@portico/core/internal'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { generateSiweNonce } from 'viem/siwe'
import { z } from 'zod'
import { embeddedDevices } from '../../db/embeddedSchema'
import type { Database } from '../../db/openDatabase'
import type { createRateLimiter } from '../../http/createRateLimiter'
import type { createEmbeddedAccounts } from '../createEmbeddedAccounts'
import { hashToken } from '../emailCode'
import type { EmbeddedPost } from '../embeddedPost'
import { connectedBody } from '../embeddedSchemas'
import { createEmbeddedSession, findEmbeddedSession } from '../embeddedSession'
import { EmbeddedRefusedError } from '../errors'
import { linkSocialIdentity } from '../social/linkSocialIdentity'
import { channelRoutes } from './channelRoutes'
import { createChannelStore } from './createChannelStore'
import { createFarcasterFlows } from './createFarcasterFlows'
import {
  createOwnFarcasterRelay,
  createRemoteFarcasterRelay,
  type FarcasterRelay,
} from './createFarcasterRelay'
import { createFarcasterVerifier, type FarcasterVerifier } from './createFarcasterVerifier'
import type { FarcasterConfig } from './readFarcasterConfig'

export type FarcasterRoutesParameters = {
  db: Database
  config: FarcasterConfig
  sessionLifetimeMs: number
  clock: Clock
  post: EmbeddedPost
  /** Origin, project and per-IP budget check of the embedded routes. */
  admit: (request: FastifyRequest, projectId: string, kind: 'send' | 'check' | 'session') => void
  /** The per-IP limiter the relay's own routes spend from. */
  checks: ReturnType<typeof createRateLimiter>
  accounts: ReturnType<typeof createEmbeddedAccounts>
  /** Tests: a verifier or relay of their own making (default: from `config`). */
  verifier?: FarcasterVerifier | undefined
  relay?: FarcasterRelay | undefined
}

const projectId = z.string().min(1).max(100).describe('The project id')
const token43 = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url')
const flowSecretHash = z
  .string()
  .regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in lower-case hex')
  .describe("SHA-256 (hex) of the frame's flow secret; `finish` needs the secret itself")

/**
 * Sign In With Farcaster for the embedded wallet (SPEC §7 APP_GET_FARCASTER_URI,
 * APP_CONNECT_FARCASTER), when `PORTICO_FARCASTER_RPC_URL` is set: `farcaster/start` opens a
 * channel on the relay (this server's own, {@link channelRoutes}, unless
 * `PORTICO_FARCASTER_RELAY_URL` names another) for the frame's origin and answers the sign-in link
 * and a flow id; `farcaster/finish` (polled by the frame; 409 while the visitor has not signed)
 * reads the channel, verifies the signed message with `@farcaster/auth-client` (nonce, domain,
 * signature, and the FID's custody address in the ID registry) and opens a session of the account
 * of that FID — made on first login, with its wallet then made by the frame as for every social
 * login. Registered by the embedded routes.
 *
 * @example
 * farcasterRoutes(app, { db, config: config.farcaster, sessionLifetimeMs, clock, post, admit, checks, accounts })
 */
export function farcasterRoutes(app: FastifyInstance, parameters: FarcasterRoutesParameters): void {
  const { db, config, clock, post, admit, accounts } = parameters
  const rpcUrl = config.rpcUrl
  if (rpcUrl === undefined) return
  const verifier =
    parameters.verifier ?? createFarcasterVerifier({ rpcUrl, idRegistry: config.idRegistry })
  let relay = parameters.relay
  if (config.relayUrl !== undefined) relay ??= createRemoteFarcasterRelay(config.relayUrl)
  else {
    const channels = createChannelStore({
      clientUrl: config.clientUrl,
      lifetimeMs: config.channelLifetimeMs,
      maxChannels: config.maxChannels,
    })
    channelRoutes(app, {
      channels,
      verifier,
      clock,
      limiter: parameters.checks,
      relayKey: config.relayKey,
    })
    relay ??= createOwnFarcasterRelay(channels)
  }
  const flows = createFarcasterFlows({ maxFlows: config.maxChannels })

  post(
    '/v1/embedded/farcaster/start',
    'Start a Farcaster login: answers the sign-in link (show it as a QR code and a link) and a flow id',
    z.object({ projectId, deviceToken: token43, flowSecretHash }),
    z.object({
      flowId: token43.describe('Redeem it at `farcaster/finish` with the flow secret'),
      url: z.string().describe('The sign-in link the Farcaster client opens (SPEC §7 reply: url)'),
      expiresAt: z.string(),
    }),
    async (request) => {
      const { projectId, deviceToken } = request.body
      admit(request, projectId, 'send')
      // The message names the frame's origin: its client shows it, and finish checks it.
      const origin = new URL(String(request.headers.origin))
      const now = clock.now()
      const expiresAt = now + config.channelLifetimeMs
      const nonce = generateSiweNonce()
      const channel = await relay
        .createChannel(
          {
            siweUri: origin.origin,
            domain: origin.host,
            nonce,
            expirationTime: new Date(expiresAt).toISOString(),
          },
          now,
        )
        .catch((error: unknown) => {
          throw new EmbeddedRefusedError(
            'provider-unavailable',
            'Farcaster sign-in is unavailable right now: try again',
            {},
            error,
          )
        })
      if (channel === undefined)
        throw new EmbeddedRefusedError('relay-busy', 'Too many sign-ins at once: try again soon')
      const flowId = flows.open(
        {
          projectId,
          deviceHash: hashToken(deviceToken),
          flowSecretHash: request.body.flowSecretHash,
          channelToken: channel.channelToken,
          nonce,
          domain: origin.host,
          expiresAt,
        },
        now,
      )
      if (flowId === undefined)
        throw new EmbeddedRefusedError('relay-busy', 'Too many sign-ins at once: try again soon')
      return { flowId, url: channel.url, expiresAt: new Date(expiresAt).toISOString() }
    },
  )

  post(
    '/v1/embedded/farcaster/finish',
    "Redeem a Farcaster login for a session once the visitor's Farcaster client signed (409 until then)",
    z.object({ projectId, deviceToken: token43, flowId: token43, flowSecret: token43 }),
    connectedBody.extend({
      socialProvider: z.literal('farcaster'),
      userName: z.string().optional().describe('The Farcaster username the client sent'),
      fid: z.number().int().describe('The Farcaster ID that signed in'),
    }),
    async (request) => {
      const { projectId, deviceToken, flowId, flowSecret } = request.body
      // Polled while the visitor scans and signs: the session budget (300 a minute per IP).
      admit(request, projectId, 'session')
      const deviceHash = hashToken(deviceToken)
      const now = clock.now()
      const gone = () =>
        new EmbeddedRefusedError('social-failed', 'This sign-in has expired: start again')
      const flow = flows.find({ flowId, projectId, deviceHash, flowSecret }, now)
      if (flow === undefined) throw gone()
      const status = await relay.status(flow.channelToken, now).catch((error: unknown) => {
        throw new EmbeddedRefusedError(
          'provider-unavailable',
          'Farcaster sign-in is unavailable right now: try again',
          {},
          error,
        )
      })
      if (status === undefined) throw gone()
      if (status.state !== 'completed' || status.message === undefined)
        throw new EmbeddedRefusedError('social-pending', 'The sign-in is not finished yet')
      if (!flows.spend(flowId)) throw gone()
      const signIn = await verifier
        .verify({
          nonce: flow.nonce,
          domain: flow.domain,
          message: status.message,
          signature: status.signature ?? '0x',
        })
        .catch((error: unknown) => {
          throw new EmbeddedRefusedError(
            'farcaster-failed',
            'The Farcaster sign-in could not be verified: try again',
            {},
            error,
          )
        })
      const { userId, isNewUser } = await linkSocialIdentity(
        db,
        { projectId, provider: 'farcaster', trustEmail: false, now: new Date(now) },
        {
          issuer: await verifier.issuer(),
          subject: String(signIn.fid),
          email: undefined,
          emailVerified: false,
        },
      )
      // The custody key signed on this browser's request: it counts as verified. A Farcaster
      // account has no email, so no email account's keys are ever reached this way.
      await db
        .insert(embeddedDevices)
        .values({ userId, deviceHash, verifiedAt: new Date(now) })
        .onConflictDoNothing()
      const session = await createEmbeddedSession(db, {
        userId,
        deviceHash,
        now,
        lifetimeMs: parameters.sessionLifetimeMs,
      })
      const live = await findEmbeddedSession(db, { token: session.token, now })
      if (live === undefined) throw new EmbeddedRefusedError('no-session', 'Sign in again')
      return {
        action: 'CONNECT' as const,
        sessionToken: session.token,
        expiresAt: session.expiresAt.toISOString(),
        isNewUser,
        user: await accounts.user(live),
        socialProvider: 'farcaster' as const,
        fid: signIn.fid,
        ...(status.username === undefined ? {} : { userName: status.username }),
      }
    },
  )
}
