import type { IncomingMessage } from 'node:http'
import cors from '@fastify/cors'
import { type Clock, systemClock } from '@portico/core/internal'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { analyticsRoutes } from './analytics/analyticsRoutes'
import { blockchainApi } from './balances/blockchainApi'
import type { ServerConfig } from './config'
import { loadProjects } from './db/loadProjects'
import { type Database, openDatabase } from './db/openDatabase'
import { seedProject } from './db/seedProject'
import { directory } from './directory/directory'
import { checkEmbeddedSecret } from './embedded/checkEmbeddedSecret'
import { embeddedRoutes } from './embedded/embeddedRoutes'
import { InvalidConfigError } from './errors'
import { frameRoutes } from './frame/frameRoutes'
import { type ListenFrameReturnType, listenFrame } from './frame/listenFrame'
import { history } from './history/history'
import type { HistoryIndexer } from './history/startHistoryIndexer'
import { createRequestLimits } from './http/createRequestLimits'
import { limitApiRoutes } from './http/limitApiRoutes'
import type { TrustProxy } from './http/readHttpConfig'
import { redactRequestUrl } from './http/redactRequestUrl'
import { securityHeaders } from './http/securityHeaders'
import { devMailRoutes } from './mail/devMailRoutes'
import { type ListenDevInboxReturnType, listenDevInbox } from './mail/listenDevInbox'
import { createMailer } from './mail/sendMail'
import { type MailCatcher, startMailCatcher } from './mail/startMailCatcher'
import { onramp } from './onramp/onramp'
import { registerOpenApi } from './openapi/registerOpenApi'
import { type RelayStatus, relayRoute } from './relay/relayRoute'
import { esploraGateway } from './routes/esploraGateway'
import { health } from './routes/health'
import { rpcGateway } from './routes/rpcGateway'
import { supportedChains } from './routes/supportedChains'
import { webApp } from './routes/webApp'
import { siwxRoutes } from './siwx/siwxRoutes'
import { siwxTokenRoutes } from './siwx/token/siwxTokenRoutes'

export type CreateServerParameters = ServerConfig & {
  /** Port of the built-in mail catcher on 127.0.0.1 when `SMTP_URL` is unset (default: a free one). */
  mailCatcherPort?: number | undefined
  /**
   * Time source of the time-based rules (sign-in nonces and sessions; the relay's ttl, pings,
   * rate limits, token expiry and pruning); the real clock by default.
   */
  clock?: Clock | undefined
  /** Where log lines go (one JSON line each); standard output by default. */
  logStream?: { write(line: string): void } | undefined
}

export type CreateServerReturnType = {
  /** The Fastify app, not yet listening: call `app.listen()` or use `app.inject()`. */
  app: FastifyInstance
  /**
   * Starts draining: `GET /health` answers 503 (`draining: true`) so a load balancer stops sending
   * new requests, while everything is still served; call `close()` after the balancer noticed.
   */
  drain(): void
  /** The server's database (for scripts and tests that look at what is stored). */
  db: Database
  /**
   * The built-in mail catcher: only in development (`PORTICO_DEV=1`) with the embedded wallet on
   * and `SMTP_URL` unset (its inbox: {@link CreateServerReturnType.listenDevInbox}).
   */
  mailCatcher: MailCatcher | undefined
  /**
   * Opens the wallet frame's own origin: a second listener serving only the frame, the email-login
   * routes, the RPC gateway and the project origins (e.g. port 3001). Closed by `close()`. Throws
   * when the embedded wallet is off (`PORTICO_EMBEDDED=off`).
   */
  listenFrame(options: { port: number; host: string }): Promise<ListenFrameReturnType>
  /**
   * Opens the mail catcher's inbox (`/dev/mail`, `/dev/mail/messages`) on its own listener on
   * 127.0.0.1 (`port`, default `PORTICO_DEV_INBOX_PORT` or a free one). Closed by `close()`.
   * Throws without a mail catcher (production, or `SMTP_URL` set).
   */
  listenDevInbox(options?: { port?: number | undefined }): Promise<ListenDevInboxReturnType>
  /** Stops the app and closes the database. */
  close(): Promise<void>
}

/**
 * Builds the platform server: opens and migrates the database, seeds the configured project and
 * its allowed origins, and registers CORS, `/health`, `/v1/supported-chains`, the RPC gateway
 * (`POST /v1/`) and, when `webDist` is set, the web app at `/`. The HTTP server gets the
 * configured timeouts, connection cap and `trustProxy` (`config.http`); every answer gets the
 * security headers; the gateway and the blockchain API are rate-limited per IP and per project;
 * request logs never show the relay's `?auth=` token.
 *
 * @example
 * const { app, close } = await createServer(loadConfig({ PORTICO_DEV: '1', PORT: '0', DATABASE_URL: 'memory://' }))
 * await app.listen({ port: 0, host: '127.0.0.1' })
 * await close()
 */
export async function createServer(
  config: CreateServerParameters,
): Promise<CreateServerReturnType> {
  const database = await openDatabase(config.database)
  let app: FastifyInstance | undefined
  let draining = false
  let mailCatcher: MailCatcher | undefined
  const frameRequests = new WeakSet<IncomingMessage>()
  const inboxRequests = new WeakSet<IncomingMessage>()
  try {
    const { embedded } = config
    // Outside development a wallet's shares are never sealed under a key that dies with the
    // process (loadConfig refuses this already; a configuration built by hand is checked here).
    if (!config.development && embedded.enabled && embedded.ephemeralSecret)
      throw new InvalidConfigError(
        'PORTICO_EMBEDDED_SECRET',
        'is required outside development: make one with `openssl rand -hex 32`',
      )
    if (!config.development && embedded.enabled && embedded.smtpUrl === undefined)
      throw new InvalidConfigError(
        'SMTP_URL',
        'is required outside development while the embedded wallet is on (email login)',
      )
    if (embedded.enabled && !embedded.ephemeralSecret)
      await checkEmbeddedSecret({ db: database.db, secret: embedded.secret, now: new Date() })
    if (config.development && embedded.enabled && embedded.smtpUrl === undefined)
      mailCatcher = await startMailCatcher({ port: config.mailCatcherPort })
    const smtpUrl = embedded.smtpUrl ?? mailCatcher?.smtpUrl
    const mailer =
      embedded.enabled && smtpUrl !== undefined
        ? createMailer({ smtpUrl, from: embedded.mailFrom })
        : undefined
    await seedProject(database.db, {
      id: config.projectId,
      origins: config.allowedOrigins,
      analyticsEnabled: config.analyticsEnabled,
    })
    const projects = await loadProjects(database.db)
    const { http } = config
    const fastify = Fastify({
      logger: {
        level: config.logLevel,
        ...(config.logStream === undefined ? {} : { stream: config.logStream }),
        // The relay's `?auth=<JWT>` never reaches the logs.
        serializers: {
          req: (request: FastifyRequest) => ({
            method: request.method,
            url: redactRequestUrl(request.url),
            host: request.host,
            remoteAddress: request.ip,
          }),
        },
      },
      trustProxy: toFastifyTrustProxy(http.trustProxy),
      requestTimeout: http.requestTimeoutMs,
      connectionTimeout: http.connectionTimeoutMs,
      keepAliveTimeout: http.keepAliveTimeoutMs,
      maxRequestsPerSocket: http.maxRequestsPerSocket,
      http: {
        // Node enforces the request timeout only when the headers timeout is not longer, and
        // checks both every `connectionsCheckingInterval` (30 s by default).
        requestTimeout: http.requestTimeoutMs,
        headersTimeout: Math.min(60_000, http.requestTimeoutMs),
        connectionsCheckingInterval: Math.min(30_000, Math.ceil(http.requestTimeoutMs / 4)),
      },
    })
    fastify.server.maxConnections = http.maxConnections
    app = fastify
    securityHeaders(fastify, { frameOrigins: config.embedded.frameOrigins })
    await registerOpenApi(fastify, { version: '0.1.0' })
    const clock = config.clock ?? systemClock
    const limits = createRequestLimits({ rateLimits: http.rateLimits, clock })
    limitApiRoutes(fastify, { limits, projects, defaultProjectId: config.projectId })

    const frameOrigins = new Set(embedded.frameOrigins)
    await fastify.register(cors, {
      delegator: (request, callback) => {
        const { projectId } = (request.query ?? {}) as { projectId?: unknown }
        const origins = projects.get(typeof projectId === 'string' ? projectId : config.projectId)
        const origin = request.headers.origin
        // The wallet frame, on its own origin, is the one caller of the email-login routes.
        const frame = request.url.startsWith('/v1/embedded/') && frameOrigins.has(origin ?? '')
        callback(null, {
          origin: typeof origin === 'string' && (frame || origins?.has(origin) === true),
          // The kit's sign-in requests carry the session cookie; only allowed origins get this.
          credentials: true,
          methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
          maxAge: 600,
        })
      },
    })
    let indexer: HistoryIndexer | undefined
    let relayStatus: ((timeoutMs: number) => Promise<RelayStatus>) | undefined
    await fastify.register(health, {
      draining: () => draining,
      db: database.db,
      chains: () => indexer?.status(),
      relay: async (timeoutMs) => relayStatus?.(timeoutMs),
      maxLagBlocks: config.indexer.healthMaxLagBlocks,
    })
    await fastify.register(supportedChains, { rpcUpstreams: config.rpcUpstreams })
    await fastify.register(directory, { db: database.db, projects })
    await fastify.register(analyticsRoutes, {
      db: database.db,
      projects,
      clock,
      config: config.analytics,
    })
    await fastify.register(rpcGateway, {
      rpcUpstreams: config.rpcUpstreams,
      bundlerUpstreams: config.bundlerUpstreams,
      projects,
      timeoutMs: config.rpcTimeoutMs,
      maxResponseBytes: http.maxRpcResponseBytes,
      limits,
    })
    await fastify.register(esploraGateway, {
      rpcUpstreams: config.rpcUpstreams,
      projects,
      timeoutMs: config.rpcTimeoutMs,
      maxResponseBytes: http.maxRpcResponseBytes,
      limits,
    })
    await fastify.register(siwxRoutes, {
      db: database.db,
      projects,
      rpcUpstreams: config.rpcUpstreams,
      config: config.siwx,
      clock,
      timeoutMs: config.rpcTimeoutMs,
    })
    await fastify.register(siwxTokenRoutes, {
      db: database.db,
      projects,
      siwx: config.siwx,
      config: config.siwxToken,
      secret: embedded.secret,
      publicUrl: config.publicUrl,
      clock,
    })
    if (mailer !== undefined) {
      await fastify.register(embeddedRoutes, {
        db: database.db,
        projects,
        config: embedded,
        mailer,
        clock,
      })
      await fastify.register(frameRoutes, {
        projects,
        isFrameRequest: (raw) => frameRequests.has(raw),
      })
    }
    fastify.addHook('onClose', async () => mailer?.close())
    if (mailCatcher !== undefined)
      await fastify.register(devMailRoutes, {
        catcher: mailCatcher,
        isInboxRequest: (raw) => inboxRequests.has(raw),
      })
    if (embedded.enabled && embedded.ephemeralSecret)
      fastify.log.warn(
        'embedded wallet: PORTICO_EMBEDDED_SECRET is unset, using a random key for this process (key shares stored now cannot be opened after a restart)',
      )
    await fastify.register(relayRoute, {
      db: database.db,
      projects,
      config: config.relay,
      clock: config.clock,
      onStatus: (read) => {
        relayStatus = read
      },
    })
    await fastify.register(history, {
      db: database.db,
      config,
      onIndexer: (started) => {
        indexer = started
      },
    })
    await fastify.register(blockchainApi, {
      config,
      projects,
      clock: config.clock,
      db: database.db,
    })
    await fastify.register(onramp, { config, db: database.db, projects, clock })
    if (config.webDist !== undefined) await fastify.register(webApp, { root: config.webDist })
  } catch (error) {
    await app?.close().catch(() => {})
    await mailCatcher?.stop().catch(() => {})
    await database.close().catch(() => {})
    throw error
  }

  const server = app
  let closing: Promise<void> | undefined
  const catcher = mailCatcher
  const frames: { close(): Promise<void> }[] = []
  return {
    app: server,
    drain: () => {
      draining = true
    },
    db: database.db,
    mailCatcher: catcher,
    listenFrame: async ({ port, host }) => {
      if (!config.embedded.enabled)
        throw new Error('The embedded wallet is off (PORTICO_EMBEDDED=off): no wallet frame')
      await server.ready()
      const frame = await listenFrame(server, { port, host, frameRequests })
      frames.push(frame)
      return frame
    },
    listenDevInbox: async (options = {}) => {
      if (catcher === undefined)
        throw new Error('No mail catcher: the inbox exists only in development with SMTP_URL unset')
      await server.ready()
      const inbox = await listenDevInbox(server, {
        port: options.port ?? config.devInboxPort,
        inboxRequests,
      })
      frames.push(inbox)
      return inbox
    },
    close: () => {
      closing ??= Promise.all(frames.map((frame) => frame.close()))
        .then(() => server.close())
        .then(() => catcher?.stop())
        .then(() => database.close())
      return closing
    },
  }
}

/** Fastify's `trustProxy`: a hop count becomes "trust the n nearest hops". */
function toFastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy
  return (_address, hop) => hop < trustProxy
}
