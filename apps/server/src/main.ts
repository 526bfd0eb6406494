// `npm start -w @portico/server`: reads the environment, starts the server, stops on SIGINT/SIGTERM.
import { loadConfig } from './config'
import { createServer } from './createServer'
import { redactUrl } from './redactUrl'

const config = loadConfig(process.env)
const { app, close, drain } = await createServer(config)
const address = await app.listen({ port: config.port, host: config.host })

const database =
  config.database.driver === 'postgres'
    ? redactUrl(config.database.url)
    : `PGlite ${config.database.dataDir ?? '(in memory)'}`
console.log(`Portico server listening on ${address}`)
console.log(`  database  ${database}`)
for (const upstream of config.rpcUpstreams)
  console.log(`  rpc       ${upstream.caipNetworkId} → ${redactUrl(upstream.url)}`)
if (config.webDist) console.log(`  web app   ${config.webDist}`)

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
