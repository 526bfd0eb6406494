import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { hashMessage } from '@portico/walletconnect'
import { Redis } from 'ioredis'
import { z } from 'zod'
import type { RelayRecord } from './createMessageStore'
import { relayRecordSchema } from './relaySchemas'
import type { RelayLimits } from './types'

export type CreateRedisBusParameters = {
  /** `redis://host:port[/db]`. */
  url: string
  /** Called with each valid record published by another instance. */
  onRecord: (record: RelayRecord) => void
  /** Pub/sub channel (default `portico:relay`). */
  channel?: string | undefined
  /**
   * Shared by the instances (`PORTICO_RELAY_REDIS_SECRET`): records are signed with HMAC-SHA256
   * and unsigned or badly signed ones ignored. Unset: records are validated only.
   */
  secret?: string | undefined
  /** The limits a record must meet, as a client's publish (size, ttl). */
  limits: Pick<RelayLimits, 'maxMessageBytes' | 'maxTtlSeconds'>
  /** Called with the reason when a record is ignored (never with its content). */
  onIgnored?: ((reason: string) => void) | undefined
}

export type RedisBus = {
  /** This instance's id; its own records are not handed back to it. */
  readonly instanceId: string
  /** Shares a record with the other instances. */
  publish(record: RelayRecord): void
  /** Whether Redis answers `PING` within `timeoutMs` (for `GET /health`). */
  ping(timeoutMs: number): Promise<boolean>
  close(): Promise<void>
}
export type CreateRedisBusReturnType = RedisBus

const envelope = z.object({ from: z.string().max(100), record: relayRecordSchema })

/**
 * Shares relay publishes between server instances through Redis pub/sub, so two clients on
 * different instances talk. Resolves once subscribed. What arrives is checked like a client's
 * publish (review L7): anything that is not a valid record within the limits — `null`, bad JSON,
 * a NUL, a wrong hash, a bad signature when a secret is set — is ignored, never thrown.
 *
 * @example
 * const bus = await createRedisBus({ url: process.env.REDIS_URL, limits, onRecord: (record) => hub.receive(record) })
 * bus.publish(record)
 */
export async function createRedisBus(
  parameters: CreateRedisBusParameters,
): Promise<CreateRedisBusReturnType> {
  const { url, onRecord, channel = 'portico:relay', secret, limits, onIgnored } = parameters
  const instanceId = randomUUID()
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 }
  const publisher = new Redis(url, options)
  const subscriber = new Redis(url, options)
  // errors surface as failed commands; an idle connection dropping must not crash the process
  publisher.on('error', () => {})
  subscriber.on('error', () => {})
  try {
    await Promise.all([publisher.connect(), subscriber.connect()])
    await subscriber.subscribe(channel)
  } catch (error) {
    publisher.disconnect()
    subscriber.disconnect()
    throw error
  }
  const sign = (text: string) =>
    createHmac('sha256', secret ?? '')
      .update(text)
      .digest('hex')

  function read(text: string): RelayRecord | string | undefined {
    let body = text
    if (secret !== undefined) {
      const dot = text.indexOf('.')
      const mac = Buffer.from(text.slice(0, Math.max(0, dot)), 'hex')
      body = text.slice(dot + 1)
      const expected = Buffer.from(sign(body), 'hex')
      if (dot !== 64 || mac.length !== expected.length || !timingSafeEqual(mac, expected))
        return 'bad signature'
    }
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return 'not JSON'
    }
    const parsed = envelope.safeParse(json)
    if (!parsed.success) return 'not a relay record'
    const { from, record } = parsed.data
    if (from === instanceId) return undefined
    if (Buffer.byteLength(record.message, 'utf8') > limits.maxMessageBytes)
      return 'message too large'
    if (record.expiresAt - record.publishedAt > limits.maxTtlSeconds * 1000) return 'ttl too long'
    if (hashMessage(record.message) !== record.hash) return 'hash does not match the message'
    return record
  }

  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const result = read(text)
      if (typeof result === 'string') onIgnored?.(result)
      else if (result !== undefined) onRecord(result)
    } catch (error) {
      // a listener that throws is rethrown by ioredis as an uncaught exception: never let one out
      onIgnored?.(error instanceof Error ? error.name : 'unexpected error')
    }
  })
  return {
    instanceId,
    publish(record) {
      const body = JSON.stringify({ from: instanceId, record })
      const text = secret === undefined ? body : `${sign(body)}.${body}`
      publisher.publish(channel, text).catch(() => {})
    },
    async ping(timeoutMs) {
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)
      })
      try {
        return (await Promise.race([publisher.ping(), late])) === 'PONG'
      } catch {
        return false
      } finally {
        clearTimeout(timer)
      }
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()])
    },
  }
}
