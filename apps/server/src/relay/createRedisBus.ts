import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { RelayRecord } from './createMessageStore'

export type CreateRedisBusParameters = {
  /** `redis://host:port[/db]`. */
  url: string
  /** Called with each record published by another instance. */
  onRecord: (record: RelayRecord) => void
  /** Pub/sub channel (default `portico:relay`). */
  channel?: string | undefined
}

export type RedisBus = {
  /** This instance's id; its own records are not handed back to it. */
  readonly instanceId: string
  /** Shares a record with the other instances. */
  publish(record: RelayRecord): void
  close(): Promise<void>
}
export type CreateRedisBusReturnType = RedisBus

/**
 * Shares relay publishes between server instances through Redis pub/sub, so two clients on
 * different instances talk. Resolves once subscribed.
 *
 * @example
 * const bus = await createRedisBus({ url: process.env.REDIS_URL, onRecord: (record) => hub.receive(record) })
 * bus.publish(record)
 */
export async function createRedisBus(
  parameters: CreateRedisBusParameters,
): Promise<CreateRedisBusReturnType> {
  const { url, onRecord, channel = 'portico:relay' } = parameters
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
  subscriber.on('message', (_channel: string, text: string) => {
    let parsed: { from?: unknown; record?: RelayRecord }
    try {
      parsed = JSON.parse(text)
    } catch {
      return
    }
    if (parsed.from === instanceId || parsed.record === undefined) return
    onRecord(parsed.record)
  })
  return {
    instanceId,
    publish(record) {
      publisher.publish(channel, JSON.stringify({ from: instanceId, record })).catch(() => {})
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()])
    },
  }
}
