import { randomUUID } from 'node:crypto'
import { createFakeClock } from '@portico/core/internal'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ANALYTICS_BATCHES_PER_MINUTE, ANALYTICS_MAX_BATCH } from '../src/analytics/analyticsRoutes'
import type { CreateServerReturnType } from '../src/createServer'
import { analyticsEvents, projects } from '../src/db/schema'
import { startTestServer } from './startTestServer'

const origin = 'https://app.test'
const on = `analytics-on-${randomUUID().slice(0, 8)}`
const off = `analytics-off-${randomUUID().slice(0, 8)}`
const clock = createFakeClock()
let enabled: CreateServerReturnType
let disabled: CreateServerReturnType

beforeAll(async () => {
  enabled = await startTestServer(
    { PORTICO_PROJECT_ID: on, PORTICO_ANALYTICS: 'on', PORTICO_ALLOWED_ORIGINS: origin },
    clock,
  )
  disabled = await startTestServer({ PORTICO_PROJECT_ID: off, PORTICO_ALLOWED_ORIGINS: origin })
})
afterAll(async () => {
  for (const [server, id] of [
    [enabled, on],
    [disabled, off],
  ] as const) {
    if (server === undefined) continue
    await server.db.delete(analyticsEvents).where(eq(analyticsEvents.projectId, id))
    await server.db.delete(projects).where(eq(projects.id, id))
    await server.close()
  }
})

const post = (server: CreateServerReturnType, projectId: string, payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url: `/v1/analytics/events?projectId=${projectId}&st=portico-react&sv=0.1.0`,
    headers: { origin },
    payload: payload as object,
  })
const stored = (server: CreateServerReturnType, projectId: string) =>
  server.db
    .select({ event: analyticsEvents.event, properties: analyticsEvents.properties })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.projectId, projectId))
const connect = {
  event: 'CONNECT_SUCCESS',
  properties: { method: 'browser', namespace: 'eip155' },
  timestamp: 1_700_000_000_000,
}

describe('analytics is off by default (PORTICO_ANALYTICS unset)', () => {
  test('GET /getAnalyticsConfig says so and POST /v1/analytics/events stores nothing', async () => {
    const config = await disabled.app.inject(`/getAnalyticsConfig?projectId=${off}`)
    expect(config.json()).toEqual({ isAnalyticsEnabled: false })
    const response = await post(disabled, off, { events: [connect] })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({
      error: 'Forbidden',
      message: 'Analytics is off for this project',
    })
    expect(await stored(disabled, off)).toEqual([])
  })
})

describe('POST /v1/analytics/events (PORTICO_ANALYTICS=on)', () => {
  test('GET /getAnalyticsConfig says on; a batch is stored, addresses replaced', async () => {
    const config = await enabled.app.inject(`/getAnalyticsConfig?projectId=${on}`)
    expect(config.json()).toEqual({ isAnalyticsEnabled: true })
    const response = await post(enabled, on, {
      events: [
        connect,
        {
          event: 'SIWX_AUTH_ERROR',
          properties: { message: 'No 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 here' },
          timestamp: 1_700_000_000_500,
        },
        { event: 'MODAL_CLOSE', timestamp: 1_700_000_001_000 },
      ],
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ stored: 3 })
    expect(await stored(enabled, on)).toEqual([
      { event: 'CONNECT_SUCCESS', properties: { method: 'browser', namespace: 'eip155' } },
      { event: 'SIWX_AUTH_ERROR', properties: { message: 'No [address] here' } },
      { event: 'MODAL_CLOSE', properties: {} },
    ])
  })

  test('bad batches get a 400 naming the field, and nothing is stored', async () => {
    const before = (await stored(enabled, on)).length
    const bad = [
      { events: [] },
      { events: [{ ...connect, event: 'NOT_AN_EVENT' }] },
      { events: [{ ...connect, properties: { nested: { a: 1 } } }] },
      { events: [{ ...connect, properties: { message: 'x'.repeat(201) } }] },
      { events: [{ ...connect, timestamp: -1 }] },
      { events: Array.from({ length: ANALYTICS_MAX_BATCH + 1 }, () => connect) },
      { events: [connect, { ...connect, event: 'NOT_AN_EVENT' }] },
    ]
    for (const payload of bad) {
      const response = await post(enabled, on, payload)
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400)
      expect(response.json().error).toBe('Bad Request')
      expect(response.json().message).toMatch(/events/)
    }
    expect((await stored(enabled, on)).length).toBe(before)
  })

  test('unknown project 404; an origin the project does not allow 403', async () => {
    const unknown = await post(enabled, 'nobody', { events: [connect] })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: 'Not Found', message: 'Unknown projectId: nobody' })
    const foreign = await enabled.app.inject({
      method: 'POST',
      url: `/v1/analytics/events?projectId=${on}`,
      headers: { origin: 'https://evil.test' },
      payload: { events: [connect] },
    })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json()).toEqual({
      error: 'Forbidden',
      message: 'Origin not allowed: https://evil.test',
    })
  })

  test('a write without an Origin (a script, not a page of the app) is refused, nothing stored (N-L8)', async () => {
    const before = (await stored(enabled, on)).length
    const bare = await enabled.app.inject({
      method: 'POST',
      url: `/v1/analytics/events?projectId=${on}`,
      payload: { events: [connect] },
    })
    expect(bare.statusCode).toBe(403)
    expect(bare.json()).toEqual({ error: 'Forbidden', message: 'Origin header required' })
    expect((await stored(enabled, on)).length).toBe(before)
  })

  test('control characters are a 400; emails and URLs in free text are scrubbed (N-L8)', async () => {
    const before = (await stored(enabled, on)).length
    for (const text of ['a\u0000b', 'line\nbreak', 'esc\u001b[31m', 'c1\u0085'] as const) {
      const response = await post(enabled, on, {
        events: [{ ...connect, properties: { note: text } }],
      })
      expect(response.statusCode, JSON.stringify(text)).toBe(400)
      expect(response.json().message).toContain('must not contain control characters')
    }
    expect((await stored(enabled, on)).length).toBe(before)
    const response = await post(enabled, on, {
      events: [
        {
          event: 'SIWX_AUTH_ERROR',
          properties: { note: 'alice@example.com failed at https://app.test/login?code=123' },
          timestamp: 1_700_000_002_000,
        },
      ],
    })
    expect(response.statusCode).toBe(200)
    expect((await stored(enabled, on)).at(-1)).toEqual({
      event: 'SIWX_AUTH_ERROR',
      properties: { note: '[email] failed at [url]' },
    })
  })

  test(`takes ${ANALYTICS_BATCHES_PER_MINUTE} batches a minute per IP, then 429 with Retry-After`, async () => {
    clock.advance(120_000) // a full bucket
    const answers: number[] = []
    for (let i = 0; i <= ANALYTICS_BATCHES_PER_MINUTE; i++)
      answers.push((await post(enabled, on, { events: [connect] })).statusCode)
    expect(answers.filter((code) => code === 200)).toHaveLength(ANALYTICS_BATCHES_PER_MINUTE)
    const refused = await post(enabled, on, { events: [connect] })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBe('2')
    expect(refused.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Rate limit exceeded for this address: retry in 2 s',
    })
    clock.advance(2_000)
    expect((await post(enabled, on, { events: [connect] })).statusCode).toBe(200)
  })
})

describe('daily cap per project and retention (N-L8)', () => {
  test('past PORTICO_ANALYTICS_DAILY_CAP events in 24 hours a batch is a 429; rows older than the retention go', async () => {
    const id = `analytics-cap-${randomUUID().slice(0, 8)}`
    const capClock = createFakeClock({ start: 1_800_000_000_000 })
    const capped = await startTestServer(
      {
        PORTICO_PROJECT_ID: id,
        PORTICO_ANALYTICS: 'on',
        PORTICO_ALLOWED_ORIGINS: origin,
        PORTICO_ANALYTICS_DAILY_CAP: '5',
        PORTICO_ANALYTICS_RETENTION_DAYS: '90',
      },
      capClock,
    )
    try {
      const batch = (size: number) => post(capped, id, { events: Array(size).fill(connect) })
      expect((await batch(3)).statusCode).toBe(200)
      const refused = await batch(3)
      expect(refused.statusCode).toBe(429)
      expect(refused.json()).toEqual({
        error: 'Too Many Requests',
        message: 'Rate limit exceeded for this project: retry in 3600 s',
      })
      expect((await batch(2)).statusCode).toBe(200)
      expect((await stored(capped, id)).length).toBe(5)
      capClock.advance(25 * 60 * 60_000)
      expect((await batch(1)).statusCode).toBe(200)
      // 90 days later the first five are past the retention; the one of day 2 is not yet.
      capClock.advance(90 * 24 * 60 * 60_000)
      expect((await batch(1)).statusCode).toBe(200)
      expect((await stored(capped, id)).length).toBe(2)
    } finally {
      await capped.db.delete(analyticsEvents).where(eq(analyticsEvents.projectId, id))
      await capped.db.delete(projects).where(eq(projects.id, id))
      await capped.close()
    }
  })
})
