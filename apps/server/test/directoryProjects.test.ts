import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { directoryImages, wallets } from '../src/db/directorySchema'
import { projects } from '../src/db/schema'
import { seedProject } from '../src/db/seedProject'
import { readDirectorySeed } from '../src/directory/readDirectorySeed'
import { seedDirectory } from '../src/directory/seedDirectory'
import { type StartDirectoryAppReturnType, startDirectoryApp } from './startDirectoryApp'

let directory: StartDirectoryAppReturnType
const suffix = randomUUID().slice(0, 8)
const otherProject = `analytics-${suffix}`
const operatorWallet = `operator-${suffix}`

beforeAll(async () => {
  directory = await startDirectoryApp()
})
afterAll(async () => {
  if (directory === undefined) return
  await directory.db.delete(projects).where(eq(projects.id, otherProject))
  await directory.db.delete(wallets).where(eq(wallets.id, operatorWallet))
  await directory.close()
})

describe('GET /projects/v1/origins', () => {
  test("answers the project's origins from the database, sorted", async () => {
    const response = await directory.app.inject('/projects/v1/origins?projectId=portico-local')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      allowedOrigins: ['http://127.0.0.1:3000', 'http://localhost:3000'],
    })
    await seedProject(directory.db, {
      id: otherProject,
      origins: ['https://b.test', 'https://a.test'],
    })
    const other = await directory.app.inject(
      `/projects/v1/origins?projectId=${otherProject}&st=kit&sv=0.1.0`,
    )
    expect(other.json()).toEqual({ allowedOrigins: ['https://a.test', 'https://b.test'] })
  })

  test('unknown project → 404; missing projectId → 400', async () => {
    const unknown = await directory.app.inject('/projects/v1/origins?projectId=nobody')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: 'Not Found', message: 'Unknown projectId: nobody' })
    const missing = await directory.app.inject('/projects/v1/origins')
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({
      error: 'Bad Request',
      message: 'Missing query parameter "projectId"',
    })
  })
})

describe('GET /getAnalyticsConfig', () => {
  test('off by default (privacy); on once the operator sets the column', async () => {
    const local = await directory.app.inject('/getAnalyticsConfig?projectId=portico-local')
    expect(local.statusCode).toBe(200)
    expect(local.json()).toEqual({ isAnalyticsEnabled: false })
    await seedProject(directory.db, { id: otherProject, origins: [] })
    const before = await directory.app.inject(`/getAnalyticsConfig?projectId=${otherProject}`)
    expect(before.json()).toEqual({ isAnalyticsEnabled: false })
    await directory.db
      .update(projects)
      .set({ isAnalyticsEnabled: true })
      .where(eq(projects.id, otherProject))
    const after = await directory.app.inject(`/getAnalyticsConfig?projectId=${otherProject}`)
    expect(after.json()).toEqual({ isAnalyticsEnabled: true })
  })

  test('unknown project → 404; empty projectId → 400', async () => {
    const unknown = await directory.app.inject('/getAnalyticsConfig?projectId=nobody')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: 'Not Found', message: 'Unknown projectId: nobody' })
    const empty = await directory.app.inject('/getAnalyticsConfig?projectId=')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('Invalid query parameter "projectId": must not be empty')
  })
})

describe('seedDirectory', () => {
  test('is idempotent and leaves operator rows alone', async () => {
    const seed = readDirectorySeed()
    await directory.db.insert(wallets).values({
      id: operatorWallet,
      name: `Operator Wallet ${suffix}`,
      imageId: 'metamask',
      chains: ['eip155:1'],
      source: 'operator',
    })
    await seedDirectory(directory.db, seed)
    await seedDirectory(directory.db, seed)
    const rows = await directory.db.select({ id: wallets.id, source: wallets.source }).from(wallets)
    expect(rows.filter((row) => row.source === 'seed')).toHaveLength(seed.wallets.length)
    expect(rows.map((row) => row.id)).toContain(operatorWallet)
    const images = await directory.db.select({ kind: directoryImages.kind }).from(directoryImages)
    expect(images.length).toBeGreaterThanOrEqual(seed.images.length)
    const listed = await directory.app.inject(
      `/getWallets?projectId=portico-local&search=${encodeURIComponent(`Operator Wallet ${suffix}`)}`,
    )
    expect(listed.json().data.map((wallet: { id: string }) => wallet.id)).toEqual([operatorWallet])
  })

  test('a seeded wallet that left the data file is removed; an operator override is kept', async () => {
    const seed = readDirectorySeed()
    await directory.db
      .update(wallets)
      .set({ source: 'operator', name: 'Zerion (ours)' })
      .where(eq(wallets.id, 'zerion'))
    try {
      await seedDirectory(directory.db, {
        ...seed,
        wallets: seed.wallets.filter((wallet) => wallet.id !== 'glow' && wallet.id !== 'zerion'),
      })
      const ids = await directory.db.select({ id: wallets.id, name: wallets.name }).from(wallets)
      expect(ids.map((row) => row.id)).not.toContain('glow')
      expect(ids.find((row) => row.id === 'zerion')?.name).toBe('Zerion (ours)')
    } finally {
      await directory.db.update(wallets).set({ source: 'seed' }).where(eq(wallets.id, 'zerion'))
      await seedDirectory(directory.db, seed)
    }
    const [zerion] = await directory.db.select().from(wallets).where(eq(wallets.id, 'zerion'))
    expect(zerion?.name).toBe('Zerion')
    const [glow] = await directory.db.select().from(wallets).where(eq(wallets.id, 'glow'))
    expect(glow?.source).toBe('seed')
  })
})
