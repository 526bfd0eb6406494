import { generateRandomBytes32 } from '@portico/walletconnect'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import {
  connectRaw,
  type Frame,
  newTopic,
  publishMarker,
  type RelayServer,
  startRelayServer,
} from '../relaySockets'
import { nastyJson, nastyNumber, nastyText } from './arbitraryFromSchema'
import { fuzzSettings, heapAfterGc, watchProcessErrors } from './fuzzSettings'

// Every relay frame type over a real WebSocket: each irn_* / wc_* method with params from its
// shape and outside it, answers to the relay's own requests (acks) with random ids, bad JSON,
// binary frames and frames past the size limit. The relay answers each request with a result or a
// client error (never -32603 Internal error), does not crash, and still relays afterwards.
let relay: RelayServer

beforeAll(async () => {
  relay = await startRelayServer({
    PORTICO_RELAY_REQUEST_BURST: '1000000',
    PORTICO_RELAY_REQUEST_RATE: '1000000',
    PORTICO_RELAY_PUBLISH_BURST: '1000000',
    PORTICO_RELAY_PUBLISH_RATE: '1000000',
    PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '100000',
    PORTICO_RELAY_MAX_CONNECTIONS_PER_PROJECT: '100000',
  })
})
afterAll(async () => {
  await relay?.close()
})

const topic = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null).map(() => newTopic()) },
  fc.stringMatching(/^[0-9a-f]{64}$/),
  nastyText,
  nastyJson,
)
const message = fc.oneof(
  { weight: 6, arbitrary: fc.base64String({ minLength: 4, maxLength: 400 }) },
  nastyText,
  nastyJson,
)
const ttl = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(30, 300, 86_400) },
  nastyNumber,
  nastyJson,
)
const tag = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(1100, 1108, 0) },
  nastyNumber,
  nastyJson,
)
const publish = fc.record(
  { topic, message, ttl, tag, prompt: fc.oneof(fc.boolean(), nastyJson) },
  { requiredKeys: ['topic', 'message', 'ttl'] },
)
const list = <T>(item: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: fc.array(item, { maxLength: 6 }) }, nastyJson)

/** Params of each method: from its shape, with fields wrong, missing or extra. */
const paramsByMethod: Record<string, fc.Arbitrary<unknown>> = {
  irn_publish: publish,
  irn_batchPublish: fc.record({ messages: list(publish) }),
  irn_subscribe: fc.record({ topic }),
  irn_batchSubscribe: fc.record({ topics: list(topic) }),
  irn_unsubscribe: fc.record(
    { topic, id: fc.oneof(fc.string(), nastyJson) },
    { requiredKeys: ['topic'] },
  ),
  irn_batchUnsubscribe: fc.record({ subscriptions: list(fc.record({ topic, id: fc.string() })) }),
  irn_fetchMessages: fc.record({ topic }),
  irn_batchFetchMessages: fc.record({ topics: list(topic) }),
  wc_proposeSession: fc.record({ pairingTopic: topic, sessionProposal: message, ttl }),
  wc_approveSession: fc.record({
    sessionTopic: topic,
    pairingTopic: topic,
    sessionProposalResponse: message,
    sessionSettlementRequest: message,
    ttl,
  }),
}

// Ids of the fuzz's frames never collide with the helper's own requests (1, 2, …).
const farId = fc.integer({ min: 1_000_000 })
const anyId = nastyJson.map((id) =>
  typeof id === 'number' && Math.abs(id) < 1_000_000 ? 1e7 + id : id,
)

type Outgoing = { text: string } | { binary: Buffer }

const request: fc.Arbitrary<Outgoing> = fc
  .tuple(
    fc.constantFrom(...Object.keys(paramsByMethod)),
    fc.oneof(
      farId,
      fc.string({ maxLength: 120 }).map((text) => `f${text}`),
    ),
    fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, nastyJson),
  )
  .chain(([method, id, params]) =>
    (paramsByMethod[method] as fc.Arbitrary<unknown>).map((generated) => ({
      text: JSON.stringify({ id, jsonrpc: '2.0', method, params: params ?? generated }),
    })),
  )
const frame: fc.Arbitrary<Outgoing> = fc.oneof(
  { weight: 8, arbitrary: request },
  // a method name or id the relay does not know, an answer (ack) to a random id, plain junk
  fc
    .record(
      { id: anyId, jsonrpc: nastyJson, method: nastyJson, params: nastyJson },
      { requiredKeys: [] },
    )
    .map((body) => ({ text: JSON.stringify(body) })),
  fc
    .record(
      { id: fc.oneof(farId, anyId), result: nastyJson, error: nastyJson },
      { requiredKeys: ['id'] },
    )
    .map((body) => ({ text: JSON.stringify(body) })),
  nastyText.map((text) => ({ text })),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ binary: Buffer.from(bytes) })),
  // past the frame limit (8 × the 512 KiB message limit + 64 KiB): the relay closes with 1009
  fc.constant({ text: `"${'a'.repeat(5 * 1024 * 1024)}"` }),
)

test('every relay frame type, random and hostile: client errors only, and the relay still relays', async () => {
  const watch = watchProcessErrors()
  const closeCodes = new Map<number, number>()
  const answers = new Map<string, number>()
  const run = (runs: number) =>
    fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 6 }), async (frames) => {
        const client = await connectRaw(relay.url)
        let closed: number | undefined
        client.socket.on('close', (code) => {
          closed = code
        })
        for (const outgoing of frames) {
          if (client.socket.readyState !== WebSocket.OPEN) break
          if ('binary' in outgoing) client.socket.send(outgoing.binary)
          else client.socket.send(outgoing.text)
        }
        if (client.socket.readyState === WebSocket.OPEN) {
          // once this answers, every frame before it was handled (or the relay closed the socket)
          const gone = new Promise<void>((resolve) => client.socket.once('close', () => resolve()))
          const answered = client.roundTrip().catch((error: unknown) => {
            if (client.socket.readyState === WebSocket.OPEN) throw error
          })
          await Promise.race([answered, gone])
        }
        if (closed !== undefined) closeCodes.set(closed, (closeCodes.get(closed) ?? 0) + 1)
        for (const received of client.frames as Frame[]) {
          if (received.method !== undefined) continue
          const kind = received.error === undefined ? 'result' : String(received.error.code)
          answers.set(kind, (answers.get(kind) ?? 0) + 1)
          expect(received.error?.code).not.toBe(-32603)
        }
        expect(closed === undefined || closed !== 1011).toBe(true)
        if (client.socket.readyState === WebSocket.OPEN) await client.close()
        else client.socket.terminate()
      }),
      fuzzSettings(runs),
    )
  await run(10)
  const before = heapAfterGc()
  await run(120)
  const grown = heapAfterGc() - before
  console.info(
    `relay answers: ${[...answers].map(([kind, count]) => `${kind}×${count}`).join(' ')}; ` +
      `closes: ${[...closeCodes].map(([code, count]) => `${code}×${count}`).join(' ') || 'none'}; ` +
      `heap growth ${(grown / 1024 / 1024).toFixed(1)} MiB`,
  )
  expect(grown).toBeLessThan(16 * 1024 * 1024)

  // and it still relays
  const subscriber = await connectRaw(relay.url)
  const publisher = await connectRaw(relay.url)
  const fresh = generateRandomBytes32()
  await subscriber.request('irn_subscribe', { topic: fresh })
  const marker = await publishMarker(publisher, fresh)
  expect(await subscriber.messagesBefore(marker)).toEqual([])
  await Promise.all([subscriber.close(), publisher.close()])
  expect(watch.stop()).toEqual([])
}, 300_000)
