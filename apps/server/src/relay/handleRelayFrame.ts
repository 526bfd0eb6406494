import { z } from 'zod'
import type { RelayHub } from './createRelayHub'
import { RelayRpcError, relayErrorCodes } from './errors'
import { relayMessage, relayTag, relayTopic } from './relaySchemas'
import type { RelayLimits, RelayPeer } from './types'

const topic = relayTopic
const publishParams = z.object({
  topic,
  message: relayMessage,
  ttl: z.number().int().positive(),
  tag: relayTag.default(0),
  prompt: z.boolean().optional(),
})
const unsubscribeParams = z.object({ topic, id: z.string().max(256).default('') })
const ttl = z.number().int().positive()

/** Parameters of each method (extra fields are tolerated and ignored); batches hold ≤ `maxBatch`. */
function createMethods(maxBatch: number) {
  const topics = z.array(topic).min(1).max(maxBatch)
  return {
    irn_publish: publishParams,
    irn_batchPublish: z.object({ messages: z.array(publishParams).min(1).max(maxBatch) }),
    irn_subscribe: z.object({ topic }),
    irn_batchSubscribe: z.object({ topics }),
    irn_unsubscribe: unsubscribeParams,
    irn_batchUnsubscribe: z.object({
      subscriptions: z.array(unsubscribeParams).min(1).max(maxBatch),
    }),
    irn_fetchMessages: z.object({ topic }),
    irn_batchFetchMessages: z.object({ topics }),
    wc_proposeSession: z.object({
      pairingTopic: topic,
      sessionProposal: relayMessage,
      ttl,
    }),
    wc_approveSession: z.object({
      sessionTopic: topic,
      pairingTopic: topic,
      sessionProposalResponse: relayMessage,
      sessionSettlementRequest: relayMessage,
      ttl,
    }),
  } as const
}
const methodsByBatch = new Map<number, Methods>()
type Methods = ReturnType<typeof createMethods>

/** Tags the relay publishes with for the `wc_*` methods (FIELD-NOTES, Sign protocol). */
const tags = { proposal: 1100, proposalResponse: 1101, settle: 1102 } as const

type Outcome = { result: unknown; after?: () => Promise<void> }

export type HandleRelayFrameParameters = {
  hub: RelayHub
  peer: RelayPeer
  text: string
  limits: Pick<
    RelayLimits,
    'maxBatchSize' | 'requestBurst' | 'requestsPerSecond' | 'maxInFlightRequests'
  >
  /** The connection already has `limits.maxInFlightRequests` requests unanswered: refuse this one. */
  busy?: boolean | undefined
}

/**
 * Handles one text frame from a relay client: answers JSON-RPC requests (`irn_*`, `wc_proposeSession`,
 * `wc_approveSession`) and takes acks of `irn_subscription`. Unknown method → -32601; bad params →
 * -32602 naming the field; bad JSON → -32700; over the connection's request rate or in-flight
 * cap → -32012. Stored messages for a new subscription go out after the subscribe answer.
 *
 * @example
 * socket.on('message', (data) => void handleRelayFrame({ hub, peer, text: String(data), limits }))
 */
export async function handleRelayFrame(parameters: HandleRelayFrameParameters): Promise<void> {
  const { hub, peer, text, limits, busy = false } = parameters
  let frame: unknown
  try {
    frame = JSON.parse(text)
  } catch {
    peer.send(reply(null, { error: rpcError(relayErrorCodes.parseError, 'Parse error') }))
    return
  }
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
    peer.send(reply(null, { error: rpcError(relayErrorCodes.invalidRequest, 'Invalid Request') }))
    return
  }
  const { id, method, params } = frame as { id?: unknown; method?: unknown; params?: unknown }
  const validId = typeof id === 'number' || (typeof id === 'string' && id.length <= 100)
  if (method === undefined) {
    // an answer to one of our irn_subscription requests
    if (validId) hub.acknowledge(peer, id, !('error' in frame) || frame.error == null)
    return
  }
  if (typeof method !== 'string' || !validId) {
    peer.send(
      reply(validId ? id : null, {
        error: rpcError(relayErrorCodes.invalidRequest, 'Invalid Request'),
      }),
    )
    return
  }
  if (busy || !peer.requests.take()) {
    const message = busy
      ? `Too many requests: at most ${limits.maxInFlightRequests} unanswered per connection`
      : `Too many requests: at most ${limits.requestsPerSecond} requests per second (burst ${limits.requestBurst})`
    peer.send(reply(id, { error: rpcError(relayErrorCodes.rateLimited, message) }))
    return
  }
  let methods = methodsByBatch.get(limits.maxBatchSize)
  if (methods === undefined) {
    methods = createMethods(limits.maxBatchSize)
    methodsByBatch.set(limits.maxBatchSize, methods)
  }
  try {
    const outcome = await run(hub, peer, methods, method, params)
    peer.send(reply(id, { result: outcome.result }))
    await outcome.after?.()
  } catch (error) {
    if (error instanceof RelayRpcError) {
      peer.send(reply(id, { error: rpcError(error.code, error.shortMessage) }))
      return
    }
    peer.send(reply(id, { error: rpcError(relayErrorCodes.internal, 'Internal error') }))
    throw error
  }
}

async function run(
  hub: RelayHub,
  peer: RelayPeer,
  methods: Methods,
  method: string,
  raw: unknown,
): Promise<Outcome> {
  if (!Object.hasOwn(methods, method))
    throw new RelayRpcError(
      relayErrorCodes.methodNotFound,
      `Method not found: ${method.slice(0, 100)}`,
    )
  const name = method as keyof Methods
  const parsed = methods[name].safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const path = issue?.path.join('.') || 'params'
    throw new RelayRpcError(
      relayErrorCodes.invalidParams,
      `Invalid params: ${path} ${issue?.message ?? 'is invalid'}`.trim(),
    )
  }
  const p = parsed.data as never
  switch (name) {
    case 'irn_publish': {
      const { topic, message, ttl, tag } = p as z.infer<Methods['irn_publish']>
      await hub.publish(peer, [{ topic, message, ttl, tag }])
      return { result: true }
    }
    case 'irn_batchPublish': {
      const { messages } = p as z.infer<Methods['irn_batchPublish']>
      await hub.publish(peer, messages)
      return { result: true }
    }
    case 'irn_subscribe': {
      const { topic } = p as z.infer<Methods['irn_subscribe']>
      const [result] = await hub.subscribe(peer, [topic])
      return { result, after: () => hub.deliverStored(peer, [topic]) }
    }
    case 'irn_batchSubscribe': {
      const { topics } = p as z.infer<Methods['irn_batchSubscribe']>
      const result = await hub.subscribe(peer, topics)
      return { result, after: () => hub.deliverStored(peer, topics) }
    }
    case 'irn_unsubscribe': {
      await hub.unsubscribe(peer, [(p as z.infer<Methods['irn_unsubscribe']>).topic])
      return { result: true }
    }
    case 'irn_batchUnsubscribe': {
      const { subscriptions } = p as z.infer<Methods['irn_batchUnsubscribe']>
      await hub.unsubscribe(
        peer,
        subscriptions.map((subscription) => subscription.topic),
      )
      return { result: true }
    }
    case 'irn_fetchMessages':
      return { result: await hub.fetch(peer, [(p as z.infer<Methods['irn_fetchMessages']>).topic]) }
    case 'irn_batchFetchMessages':
      return {
        result: await hub.fetch(peer, (p as z.infer<Methods['irn_batchFetchMessages']>).topics),
      }
    case 'wc_proposeSession': {
      const { pairingTopic, sessionProposal, ttl } = p as z.infer<Methods['wc_proposeSession']>
      await hub.subscribe(peer, [pairingTopic])
      await hub.publish(peer, [
        { topic: pairingTopic, message: sessionProposal, ttl, tag: tags.proposal },
      ])
      return { result: true, after: () => hub.deliverStored(peer, [pairingTopic]) }
    }
    case 'wc_approveSession': {
      const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl } =
        p as z.infer<Methods['wc_approveSession']>
      await hub.subscribe(peer, [sessionTopic])
      await hub.publish(peer, [
        { topic: pairingTopic, message: sessionProposalResponse, ttl, tag: tags.proposalResponse },
        { topic: sessionTopic, message: sessionSettlementRequest, ttl, tag: tags.settle },
      ])
      return { result: true, after: () => hub.deliverStored(peer, [sessionTopic]) }
    }
  }
}

function rpcError(code: number, message: string) {
  return { code, message }
}

function reply(
  id: unknown,
  body: { result: unknown } | { error: { code: number; message: string } },
) {
  return JSON.stringify({ id, jsonrpc: '2.0', ...body })
}
