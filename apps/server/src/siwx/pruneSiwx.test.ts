import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenDatabaseReturnType, openDatabase } from '../db/openDatabase'
import { seedProject } from '../db/seedProject'
import { siwxNonces, siwxSessions } from '../db/siwxSchema'
import { createNonce } from './createNonce'
import { createSession } from './createSession'
import { pruneSiwx } from './pruneSiwx'
import { revokeSession } from './revokeSession'

let database: OpenDatabaseReturnType
const projectId = 'prune-test'
const t0 = Date.parse('2026-01-01T00:00:00Z')
const minute = 60_000

beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite', dataDir: undefined })
  await seedProject(database.db, { id: projectId, origins: ['https://app.test'] })
}, 120_000)
afterAll(async () => {
  await database?.close()
})

async function session(expiresAt: number) {
  const { nonce } = await createNonce(database.db, { projectId, now: t0 + 4 * minute })
  const { session } = await createSession(database.db, {
    projectId,
    nonce,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    caipNetworkId: 'eip155:31337',
    message: 'm',
    signature: '0x00',
    now: t0 + 4 * minute,
    expiresAt,
  })
  return { nonce, session }
}

describe('pruneSiwx', () => {
  it('deletes nonces past their life (used ones too, once it ends) and expired or revoked sessions', async () => {
    const early = await createNonce(database.db, { projectId, now: t0 })
    const late = await createNonce(database.db, { projectId, now: t0 + 4 * minute })
    const live = await session(t0 + 60 * minute)
    const expired = await session(t0 + 5 * minute)
    const revoked = await session(t0 + 60 * minute)
    await revokeSession(database.db, { id: revoked.session.id, now: t0 + 4 * minute })

    expect(await pruneSiwx(database.db, { now: t0 + 5 * minute })).toEqual({
      nonces: 1,
      sessions: 2,
    })
    const nonces = (await database.db.select().from(siwxNonces)).map((row) => row.nonce)
    expect(nonces.sort()).toEqual([late.nonce, live.nonce, expired.nonce, revoked.nonce].sort())
    expect(nonces).not.toContain(early.nonce)
    const sessions = await database.db.select().from(siwxSessions)
    expect(sessions.map((row) => row.id)).toEqual([live.session.id])

    // The used nonces go when their 5 minutes are over; the live session stays until its end.
    expect(await pruneSiwx(database.db, { now: t0 + 9 * minute })).toEqual({
      nonces: 4,
      sessions: 0,
    })
    expect(await pruneSiwx(database.db, { now: t0 + 60 * minute })).toEqual({
      nonces: 0,
      sessions: 1,
    })
    expect(await database.db.select().from(siwxSessions)).toEqual([])
  })
})
