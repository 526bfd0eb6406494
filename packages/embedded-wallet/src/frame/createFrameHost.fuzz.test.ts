import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type AppEventType,
  appEventTypes,
  appMessage,
  appPayloads,
  frameChannel,
  frameMessage,
} from '../protocol/frameProtocol'
import { createFrameHost, type HostMessageEvent } from './createFrameHost'

// Fuzz of the frame's postMessage door (issue 18): whatever a page posts — any origin, any window,
// any shape, valid envelopes with hostile payloads — the host never throws, never hands `handle` a
// payload its schema refuses, answers only the embedding window on an allowed origin, and every
// answer is a well-formed FRAME_* reply to that exact origin. The seed is printed for replay.
const given = process.env.PORTICO_FUZZ_SEED
const seed = given === undefined ? (Math.random() * 2 ** 31) | 0 : Number(given)
const runs = Math.max(1, Number(process.env.PORTICO_FUZZ_RUNS ?? '1')) * 300

const app = 'http://localhost:3000'

function setup() {
  const sent: { message: unknown; origin: string }[] = []
  const parent = {
    postMessage: (message: unknown, origin: string) => sent.push({ message, origin }),
  }
  const stranger = {
    postMessage: (message: unknown, origin: string) => sent.push({ message, origin }),
  }
  const handled: { type: AppEventType; payload: unknown }[] = []
  let handler: (event: HostMessageEvent) => void = () => {}
  createFrameHost({
    allowedOrigins: new Set([app]),
    parent,
    listen: (h) => {
      handler = h
      return () => {}
    },
    handle: async (type, payload) => {
      handled.push({ type, payload })
      if (typeof payload === 'object' && payload !== null && 'code' in payload)
        throw new Error('Wrong code')
      return { ok: true }
    },
  })
  return { sent, handled, parent, stranger, post: (event: HostMessageEvent) => handler(event) }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const anything = fc.anything({ maxDepth: 3, withBigInt: true, withMap: true, withSet: true })
const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constant('\u0000\u202e'))
const id = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[0-9a-f]{32}$/) },
  { weight: 1, arbitrary: text },
)
const type = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...appEventTypes) },
  { weight: 1, arbitrary: text },
)
const payload = fc.oneof(
  anything,
  fc.record({ email: fc.oneof(text, anything) }, { requiredKeys: [] }),
  fc.record({ code: fc.oneof(fc.stringMatching(/^\d{6}$/), text) }, { requiredKeys: [] }),
  fc.record(
    { method: fc.oneof(text, anything), params: anything, chainId: fc.oneof(text, anything) },
    { requiredKeys: [] },
  ),
)
const envelope = fc.oneof(
  { weight: 5, arbitrary: fc.record({ channel: fc.constant(frameChannel), id, type, payload }) },
  { weight: 1, arbitrary: anything },
  {
    weight: 1,
    arbitrary: fc.record({
      channel: fc.constant(frameChannel),
      id,
      type,
      payload,
      extra: anything,
    }),
  },
)
const origin = fc.oneof(
  { weight: 4, arbitrary: fc.constant(app) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('https://evil.example', 'null', 'http://localhost:3000/'),
  },
)

describe('createFrameHost fuzz', () => {
  // A fixed count of runs (x PORTICO_FUZZ_RUNS): the time it takes is not what is tested.
  it(`never throws, hands on only schema-valid payloads, answers only its parent (seed ${seed})`, {
    timeout: 120_000,
  }, async () => {
    console.info(`fuzz seed ${seed} (replay: PORTICO_FUZZ_SEED=${seed})`)
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ origin, fromParent: fc.boolean(), data: envelope }), {
          minLength: 1,
          maxLength: 10,
        }),
        async (events) => {
          const { sent, handled, parent, stranger, post } = setup()
          for (const event of events)
            expect(() =>
              post({
                origin: event.origin,
                source: event.fromParent ? parent : stranger,
                data: event.data,
              }),
            ).not.toThrow()
          await flush()
          // One answer per valid envelope from the parent on the allowed origin, none for the rest.
          const answerable = events.filter(
            (e) => e.fromParent && e.origin === app && appMessage.safeParse(e.data).success,
          )
          expect(sent.length).toBe(answerable.length)
          for (const { message, origin: to } of sent) {
            expect(to).toBe(app)
            expect(frameMessage.safeParse(message).success).toBe(true)
          }
          const schemas = appPayloads as Partial<
            Record<AppEventType, { safeParse(v: unknown): { success: boolean } }>
          >
          for (const call of handled) {
            const schema = schemas[call.type]
            if (schema) expect(schema.safeParse(call.payload).success).toBe(true)
            else expect(call.payload).toBeUndefined()
          }
        },
      ),
      { seed, numRuns: runs, endOnFailure: true },
    )
  })
})
