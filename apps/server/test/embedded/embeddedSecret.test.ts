import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedKeyCheck } from '../../src/db/embeddedSchema'
import { openDatabase } from '../../src/db/openDatabase'
import { resealShares } from '../../src/embedded/resealShares'
import { EmbeddedSecretMismatchError } from '../../src/errors'
import { newDevice, newEmail, projectId, startEmailServer } from './emailTestKit'

// N-H2: a restart with another PORTICO_EMBEDDED_SECRET would make every stored key share
// unreadable. The server refuses it instead; the same secret (or a rotation) keeps every wallet.
// Always PGlite on disk in a folder of its own: the key check value is per database.

const dir = mkdtempSync(join(tmpdir(), 'portico-secret-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const first = 'a1'.repeat(32)
const other = 'b2'.repeat(32)
const onDisk = (secret: string) => ({
  DATABASE_URL: '',
  PORTICO_DATA_DIR: dir,
  PORTICO_EMBEDDED_SECRET: secret,
})
const shares = {
  serverShare: Buffer.from('server share bytes').toString('base64'),
  recoveryShare: Buffer.from('recovery share bytes').toString('base64'),
  evmAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  solanaAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
}

const email = newEmail('kept')

/**
 * The wallet's two server-held shares, on a server started with `secret`: read by a browser
 * approved there and then (its mailed code), to which the recovery share is released once.
 */
async function readShares(secret: string) {
  const server = await startEmailServer(onDisk(secret))
  try {
    const token = await server.signUp(email, newDevice())
    const read = await server.post('/v1/embedded/shares/server', { projectId }, { token })
    const recovery = await server.post('/v1/embedded/shares/recovery', { projectId }, { token })
    return { server: read.json().share, recovery: recovery.json().share }
  } finally {
    await server.close()
  }
}

/** How a start with `secret` ends: the refusal's message, or 'started'. */
async function startWith(secret: string): Promise<string> {
  try {
    const server = await startEmailServer(onDisk(secret))
    await server.close()
    return 'started'
  } catch (error) {
    expect(error).toBeInstanceOf(EmbeddedSecretMismatchError)
    return (error as Error).message
  }
}

beforeAll(async () => {
  const server = await startEmailServer(onDisk(first))
  try {
    const token = await server.signUp(email, newDevice())
    const stored = await server.post('/v1/embedded/shares', { projectId, ...shares }, { token })
    expect(stored.json()).toEqual({ stored: true })
  } finally {
    await server.close()
  }
})

describe('the embedded secret across restarts', () => {
  it('a restart with the same secret keeps every share readable', async () => {
    expect(await readShares(first)).toEqual({
      server: shares.serverShare,
      recovery: shares.recoveryShare,
    })
  })

  it('a restart with another secret is refused with a clear message, before any route runs', async () => {
    const message = await startWith(other)
    expect(message).toContain(
      'PORTICO_EMBEDDED_SECRET is not the secret this database was started with',
    )
    expect(message).toContain('docs/embedded-wallet.md#rotating-the-secret')
    expect(message).not.toContain(first)
    expect(message).not.toContain(other)
  })

  it('a database from before the check (no check value yet) is checked against a stored share', async () => {
    const database = await openDatabase({ driver: 'pglite', dataDir: dir })
    await database.db.delete(embeddedKeyCheck)
    await database.close()
    expect(await startWith(other)).toContain('is not the secret this database was started with')
    // The right secret passes and stores its check value again.
    expect(await startWith(first)).toBe('started')
    const again = await openDatabase({ driver: 'pglite', dataDir: dir })
    expect(await again.db.select().from(embeddedKeyCheck)).toHaveLength(1)
    await again.close()
  })

  it('rotation re-seals every share under the new secret; then only the new secret starts', async () => {
    const database = await openDatabase({ driver: 'pglite', dataDir: dir })
    const secret = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'))
    try {
      // A wrong current secret changes nothing.
      await expect(
        resealShares({ db: database.db, from: secret(other), to: secret(first), now: new Date() }),
      ).rejects.toBeInstanceOf(EmbeddedSecretMismatchError)
      expect(
        await resealShares({
          db: database.db,
          from: secret(first),
          to: secret(other),
          now: new Date(),
        }),
      ).toEqual({ shares: 1 })
    } finally {
      await database.close()
    }
    expect(await startWith(first)).toContain('is not the secret this database was started with')
    expect(await readShares(other)).toEqual({
      server: shares.serverShare,
      recovery: shares.recoveryShare,
    })
  })
})
