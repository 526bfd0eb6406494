import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  connectRaw,
  type Frame,
  newTopic,
  publishMarker,
  type RawClient,
  restartableRelay,
} from './relaySockets'

// A single relay instance (no Redis) writes a client's acks of a topic as one cursor ("all
// acknowledged before P", P = its oldest delivery not acknowledged yet): what a cursor covers must
// never include a message the client did not acknowledge. The real server on PGlite on disk (or
// the PostgreSQL of DATABASE_URL), restarted between the acks and the reconnect; no sleeps.
const instance = restartableRelay('relay-cursors')
afterAll(() => instance.close())
const restart = () => instance.restart()

/** Answers delivery `frame` as the client would: `true`, or an error. */
function answer(client: RawClient, frame: Frame, ok: boolean) {
  client.socket.send(
    JSON.stringify(
      ok
        ? { id: frame.id, jsonrpc: '2.0', result: true }
        : { id: frame.id, jsonrpc: '2.0', error: { code: -32000, message: 'not now' } },
    ),
  )
}

describe('relay: acks written as a cursor', () => {
  it('a delivery left unanswered, or refused, between acknowledged ones comes back after a restart; the acknowledged ones do not', async () => {
    let relay = await restart()
    const topic = newTopic()
    const wallet = await connectRaw(relay.url, { ack: false })
    await wallet.request('irn_subscribe', { topic })
    const dapp = await connectRaw(relay.url)
    const texts = ['b25l', 'dHdv', 'dGhyZWU=', 'Zm91cg==', 'Zml2ZQ==']
    for (const message of texts)
      await dapp.request('irn_publish', { topic, message, ttl: 300, tag: 1108 })
    const got: Frame[] = []
    for (const _ of texts) got.push(await wallet.nextMessage())
    expect(got.map((frame) => frame.params?.data.message)).toEqual(texts)
    // one, three and five acknowledged; two refused; four never answered
    for (const [i, frame] of got.entries()) if (i !== 3) answer(wallet, frame, i !== 1)
    await wallet.roundTrip() // the relay has read the answers
    await wallet.close()

    relay = await restart() // writes the pending acks on its way down
    const { rows } = (await relay.db.execute(
      sql`select acked_before from relay_cursors where topic = ${topic}`,
    )) as unknown as { rows: { acked_before: number | string }[] }
    // a refused delivery: the socket no longer saw all of the topic, its acks are rows
    expect(rows).toEqual([])

    const again = await connectRaw(relay.url, { seed: wallet.seed })
    const publisher = await connectRaw(relay.url)
    const marker = await publishMarker(publisher, topic)
    expect(await again.messagesBefore(marker)).toEqual(['dHdv', 'Zm91cg=='])
    await again.roundTrip()
    await Promise.all([dapp.close(), publisher.close(), again.close()])
  })

  it('acks on a topic the socket saw entirely become one cursor, which holds across a restart', async () => {
    let relay = await restart()
    const topic = newTopic()
    const wallet = await connectRaw(relay.url, { ack: false })
    await wallet.request('irn_subscribe', { topic })
    const dapp = await connectRaw(relay.url)
    const texts = ['b25l', 'dHdv', 'dGhyZWU=']
    for (const message of texts)
      await dapp.request('irn_publish', { topic, message, ttl: 300, tag: 1108 })
    const got: Frame[] = []
    for (const _ of texts) got.push(await wallet.nextMessage())
    // the first two acknowledged, the last not
    for (const frame of got.slice(0, 2)) answer(wallet, frame, true)
    await wallet.roundTrip()
    // a fetch (of another topic) writes the queued acks before it answers: while the socket is
    // open (a closed one writes rows, it no longer sees what is published)
    await wallet.request('irn_fetchMessages', { topic: newTopic() })
    await wallet.close()

    relay = await restart()
    const cursors = (await relay.db.execute(
      sql`select acked_before from relay_cursors where topic = ${topic}`,
    )) as unknown as { rows: { acked_before: number | string }[] }
    // one row for the topic, up to the delivery not acknowledged (or just past the last acked)
    expect(cursors.rows).toHaveLength(1)
    expect(Number(cursors.rows[0]?.acked_before)).toBeLessThanOrEqual(
      Number(got[2]?.params?.data.publishedAt),
    )
    const again = await connectRaw(relay.url, { seed: wallet.seed })
    const publisher = await connectRaw(relay.url)
    const marker = await publishMarker(publisher, topic)
    expect(await again.messagesBefore(marker)).toEqual(['dGhyZWU='])
    await Promise.all([dapp.close(), publisher.close(), again.close()])
  })
})
