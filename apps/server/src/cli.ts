#!/usr/bin/env node
// `portico-server`: the published server's command. `portico-server` (or `start`) runs the server,
// `check` validates the settings, `migrate` brings the database up to date, `rotate-secret`
// re-seals the embedded wallet's key shares under a new secret, `--help` lists them all.
import { readFileSync } from 'node:fs'
import { helpText } from './cli/helpText'
import { loadConfig } from './config'
import { openDatabase } from './db/openDatabase'
import { redactUrl } from './redactUrl'

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  return String(pkg.version)
}

/** `check`: loads the configuration as a start would; the problems, or a summary of it. */
async function check(): Promise<number> {
  try {
    const config = loadConfig(process.env)
    const database =
      config.database.driver === 'postgres'
        ? redactUrl(config.database.url)
        : `PGlite ${config.database.dataDir ?? '(in memory)'}`
    console.log('Settings are valid.')
    console.log(`  listen    ${config.host}:${config.port}`)
    console.log(`  database  ${database}`)
    for (const upstream of config.rpcUpstreams)
      console.log(`  rpc       ${upstream.caipNetworkId} → ${redactUrl(upstream.url)}`)
    return 0
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    return 1
  }
}

/** `migrate`: opens the configured database, which applies every committed migration, and closes. */
async function migrate(): Promise<number> {
  const config = loadConfig(process.env)
  const opened = await openDatabase(config.database)
  await opened.close()
  const where =
    config.database.driver === 'postgres'
      ? redactUrl(config.database.url)
      : `PGlite ${config.database.dataDir ?? '(in memory)'}`
  console.log(`Database up to date: ${where}`)
  return 0
}

const [command = 'start', ...rest] = process.argv.slice(2)
if (rest.length > 0) {
  console.error(`Unexpected argument: ${rest[0]}\n\n${helpText()}`)
  process.exit(2)
}
switch (command) {
  case 'start':
    await import('./main')
    break
  case 'rotate-secret':
    await import('./rotateEmbeddedSecret')
    break
  case 'check':
    process.exit(await check())
    break
  case 'migrate':
    try {
      process.exit(await migrate())
    } catch (error) {
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    }
    break
  case 'help':
  case '--help':
  case '-h':
    process.stdout.write(helpText())
    break
  case 'version':
  case '--version':
  case '-v':
    console.log(version())
    break
  default:
    console.error(`Unknown command: ${command}\n\n${helpText()}`)
    process.exit(2)
}
