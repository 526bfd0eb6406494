import { createFakeClock } from '@portico/core/internal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type OpenDatabaseReturnType, openDatabase } from '../db/openDatabase'
import { seedProject } from '../db/seedProject'
import { siwxNonces } from '../db/siwxSchema'
import { createNonce } from './createNonce'
import type { PruneSiwxReturnType } from './pruneSiwx'
import { startSiwxPruning } from './startSiwxPruning'

let database: OpenDatabaseReturnType
let closed = false
const projectId = 'prune-loop-test'
const t0 = Date.parse('2026-01-01T00:00:00Z')
const minute = 60_000

beforeAll(async () => {
  database = await openDatabase({ driver: 'pglite', dataDir: undefined })
  await seedProject(database.db, { id: projectId, origins: ['https://app.test'] })
}, 120_000)
afterAll(async () => {
  if (!closed) await database?.close()
})

describe('startSiwxPruning', () => {
  it('prunes at start and every interval on the injected clock; stop() ends it; a failure is reported and the loop goes on', async () => {
    const clock = createFakeClock({ start: t0 })
    const pruned: PruneSiwxReturnType[] = []
    const errors: unknown[] = []
    const pruning = startSiwxPruning({
      db: database.db,
      clock,
      intervalMs: minute,
      onPruned: (result) => pruned.push(result),
      onError: (error) => errors.push(error),
    })
    await pruning.settled()
    expect(pruned).toEqual([{ nonces: 0, sessions: 0 }])
    expect(clock.pending()).toBe(1)

    const { nonce } = await createNonce(database.db, { projectId, now: t0 })
    clock.advance(5 * minute - 1) // one prune, at t0 + 1 min: the nonce is still valid
    await pruning.settled()
    expect(pruned).toHaveLength(2)
    expect((await database.db.select().from(siwxNonces)).map((row) => row.nonce)).toEqual([nonce])

    clock.advance(minute) // the next prune comes a minute after the previous one ended
    await pruning.settled()
    expect(pruned.at(-1)).toEqual({ nonces: 1, sessions: 0 })
    expect(await database.db.select().from(siwxNonces)).toEqual([])

    await database.close() // the database goes away: the prune fails, is reported, runs again
    closed = true
    clock.advance(minute)
    await pruning.settled()
    expect(errors).toHaveLength(1)
    expect(clock.pending()).toBe(1)

    await pruning.stop()
    expect(clock.pending()).toBe(0)
    clock.advance(10 * minute)
    expect(errors).toHaveLength(1)
    expect(pruned).toHaveLength(3)
  })
})
