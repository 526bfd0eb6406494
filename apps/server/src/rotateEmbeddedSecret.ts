// `npm run rotate-secret -w @portico/server`: re-seals every embedded wallet's key shares under a
// new PORTICO_EMBEDDED_SECRET (docs/embedded-wallet.md#rotating-the-secret). Run it with the
// server's own environment, every instance stopped, and the new secret in
// PORTICO_EMBEDDED_SECRET_NEW; then start the servers with PORTICO_EMBEDDED_SECRET set to it.
import { loadConfig } from './config'
import { openDatabase } from './db/openDatabase'
import { resealShares } from './embedded/resealShares'

try {
  const config = loadConfig(process.env)
  if (!config.embedded.enabled || config.embedded.ephemeralSecret)
    throw new Error('PORTICO_EMBEDDED_SECRET (the current secret) must be set')
  const next = process.env.PORTICO_EMBEDDED_SECRET_NEW?.trim() ?? ''
  if (!/^[0-9a-fA-F]{64}$/.test(next))
    throw new Error(
      'PORTICO_EMBEDDED_SECRET_NEW must be 64 hex characters: make one with `openssl rand -hex 32`',
    )
  if (next.toLowerCase() === process.env.PORTICO_EMBEDDED_SECRET?.trim().toLowerCase())
    throw new Error('PORTICO_EMBEDDED_SECRET_NEW is the current secret')
  const database = await openDatabase(config.database)
  try {
    const { shares } = await resealShares({
      db: database.db,
      from: config.embedded.secret,
      to: new Uint8Array(Buffer.from(next, 'hex')),
      now: new Date(),
    })
    console.log(
      `Re-sealed ${shares} wallet${shares === 1 ? '' : 's'} under the new secret: start the servers with PORTICO_EMBEDDED_SECRET set to PORTICO_EMBEDDED_SECRET_NEW's value.`,
    )
  } finally {
    await database.close()
  }
} catch (error) {
  console.error(`The secret was not rotated.\n${error instanceof Error ? error.message : error}`)
  process.exitCode = 1
}
