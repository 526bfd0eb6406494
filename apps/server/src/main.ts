// `npm start -w @portico/server`: reads the environment, starts the server, the wallet frame's own
// listener and (development only) the mail inbox, stops on SIGINT/SIGTERM.
import { loadConfig } from './config'
import { createServer } from './createServer'
import { redactUrl } from './redactUrl'

const started = await start().catch((error: unknown) => {
  // A refusal (missing settings, a wrong secret) is said in full, without a stack trace.
  console.error(`Portico could not start.\n${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
const { config, close, drain } = started

async function start() {
  const config = loadConfig(process.env)
  const server = await createServer(config)
  try {
    const address = await server.app.listen({ port: config.port, host: config.host })
    const frame = config.embedded.enabled
      ? await server.listenFrame({ port: config.framePort, host: config.host })
      : undefined
    const inbox = server.mailCatcher === undefined ? undefined : await server.listenDevInbox()
    const database =
      config.database.driver === 'postgres'
        ? redactUrl(config.database.url)
        : `PGlite ${config.database.dataDir ?? '(in memory)'}`
    console.log(
      `Portico server listening on ${address} (${config.development ? 'development: PORTICO_DEV=1' : 'production'})`,
    )
    console.log(`  database  ${database}`)
    for (const upstream of config.rpcUpstreams)
      console.log(`  rpc       ${upstream.caipNetworkId} → ${redactUrl(upstream.url)}`)
    if (frame)
      console.log(
        `  frame     ${frame.url}/frame (origins ${config.embedded.frameOrigins.join(', ')})`,
      )
    if (inbox) console.log(`  mail      ${inbox.url} (development inbox, this machine only)`)
    if (config.webDist) console.log(`  web app   ${config.webDist}`)
    return { config, close: server.close, drain: server.drain }
  } catch (error) {
    await server.close().catch(() => {})
    throw error
  }
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    // SIGTERM (a rolling restart, an orchestrator): drain first, so the load balancer's health
    // check takes this instance out before it stops taking requests. SIGINT (Ctrl-C) stops at once.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0
    if (drainMs > 0) {
      console.log(`Draining for ${drainMs} ms (GET /health answers 503), then stopping`)
      drain()
    }
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error)
          process.exit(1)
        },
      )
  })
}
