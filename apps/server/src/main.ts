// `npm start -w @portico/server`: reads the environment, starts the server, stops on SIGINT/SIGTERM.
import { loadConfig } from './config'
import { createServer } from './createServer'
import { redactUrl } from './redactUrl'

const config = loadConfig(process.env)
const { app, close } = await createServer(config)
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
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
