// A store-and-forward relay for the Sign tests until they run against apps/server's relay: the
// package's relay stand-in with routing added (subscribe, publish to other subscribers, keep each
// message until its ttl and deliver it on subscribe, never echo). Not exported from the package.
import {
  type RelayStandIn,
  type StandInConnection,
  type StandInFrame,
  startRelayStandIn,
} from '../relay/relayStandIn.testing'

type Stored = {
  topic: string
  message: string
  tag: number
  publishedAt: number
  expiresAt: number
  from: StandInConnection
}

export type ForwardingRelay = RelayStandIn & {
  /** Messages published so far (all topics). */
  published: Stored[]
}

export async function startForwardingRelay(): Promise<ForwardingRelay> {
  const relay = await startRelayStandIn()
  const subscribers = new Map<string, Set<StandInConnection>>()
  const published: Stored[] = []
  let nextId = 1_000_000

  function send(connection: StandInConnection, item: Stored) {
    if (connection.socket.readyState !== 1) return
    connection.socket.send(
      JSON.stringify({
        id: nextId++,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: `sub-${item.topic}`,
          data: {
            topic: item.topic,
            message: item.message,
            publishedAt: item.publishedAt,
            tag: item.tag,
            attestation: '',
          },
        },
      }),
    )
  }

  function live(topic: string) {
    const now = Date.now()
    return published.filter((item) => item.topic === topic && item.expiresAt > now)
  }

  function subscribe(topic: string, connection: StandInConnection) {
    let set = subscribers.get(topic)
    if (!set) {
      set = new Set()
      subscribers.set(topic, set)
    }
    set.add(connection)
    // after the answer is sent
    setImmediate(() => {
      for (const item of live(topic)) if (item.from !== connection) send(connection, item)
    })
    return `sub-${topic}`
  }

  function publish(params: Record<string, unknown>, connection: StandInConnection) {
    const item: Stored = {
      topic: String(params.topic),
      message: String(params.message),
      tag: Number(params.tag),
      publishedAt: Date.now(),
      expiresAt: Date.now() + Number(params.ttl ?? 300) * 1000,
      from: connection,
    }
    published.push(item)
    for (const other of subscribers.get(item.topic) ?? [])
      if (other !== connection) send(other, item)
    return true
  }

  const params = (frame: StandInFrame) => (frame.params ?? {}) as Record<string, unknown>
  relay.answers.set('irn_subscribe', (frame, c) => subscribe(String(params(frame).topic), c))
  relay.answers.set('irn_batchSubscribe', (frame, c) =>
    (params(frame).topics as string[]).map((topic) => subscribe(topic, c)),
  )
  relay.answers.set('irn_unsubscribe', (frame, c) => {
    subscribers.get(String(params(frame).topic))?.delete(c)
    return true
  })
  relay.answers.set('irn_batchUnsubscribe', (frame, c) => {
    for (const s of (params(frame).subscriptions ?? []) as { topic: string }[]) {
      subscribers.get(s.topic)?.delete(c)
    }
    return true
  })
  relay.answers.set('irn_publish', (frame, c) => publish(params(frame), c))
  relay.answers.set('irn_batchPublish', (frame, c) => {
    for (const m of (params(frame).messages ?? []) as Record<string, unknown>[]) publish(m, c)
    return true
  })
  // clients ≥ 2.21 hand the relay the sealed proposal / approval to publish for them
  relay.answers.set('wc_proposeSession', (frame, c) => {
    const p = params(frame)
    subscribe(String(p.pairingTopic), c)
    publish({ topic: p.pairingTopic, message: p.sessionProposal, ttl: p.ttl ?? 300, tag: 1100 }, c)
    return true
  })
  relay.answers.set('wc_approveSession', (frame, c) => {
    const p = params(frame)
    subscribe(String(p.sessionTopic), c)
    publish(
      { topic: p.sessionTopic, message: p.sessionSettlementRequest, ttl: p.ttl ?? 300, tag: 1102 },
      c,
    )
    publish(
      { topic: p.pairingTopic, message: p.sessionProposalResponse, ttl: p.ttl ?? 300, tag: 1101 },
      c,
    )
    return true
  })
  const fetch = (topic: string, c: StandInConnection) =>
    live(topic)
      .filter((item) => item.from !== c)
      .map((item) => ({
        topic,
        message: item.message,
        publishedAt: item.publishedAt,
        tag: item.tag,
        attestation: '',
      }))
  relay.answers.set('irn_fetchMessages', (frame, c) => ({
    messages: fetch(String(params(frame).topic), c),
    hasMore: false,
  }))
  relay.answers.set('irn_batchFetchMessages', (frame, c) => ({
    messages: ((params(frame).topics ?? []) as string[]).flatMap((topic) => fetch(topic, c)),
    hasMore: false,
  }))
  return Object.assign(relay, { published })
}
