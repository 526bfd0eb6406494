import { afterAll, describe, expect, it } from 'vitest'
import { connectRaw, newTopic, publishMarker, restartableRelay } from './relaySockets'

// The relay's delivery guarantee (issue #18): a message the relay acknowledged to its publisher
// reaches, at least once and until its ttl, a client that reconnects with the same client id —
// across a relay restart, and without subscribing again (its subscriptions are stored). The real
// server on PGlite on disk (or the PostgreSQL of DATABASE_URL); no sleeps: each step waits for a
// frame.
const instance = restartableRelay('relay-reconnect')
afterAll(() => instance.close())
const restart = () => instance.restart()

describe('relay: a reconnecting client gets its messages without subscribing again', () => {
  it('redelivers an unacknowledged message on reconnect, with the same subscription id', async () => {
    const relay = await restart()
    const dapp = await connectRaw(relay.url)
    const topic = newTopic()
    const wallet = await connectRaw(relay.url, { ack: false })
    const { result: subscriptionId } = await wallet.request('irn_subscribe', { topic })
    await dapp.request('irn_publish', { topic, message: 'dW5hY2tlZA==', ttl: 300, tag: 1108 })
    expect((await wallet.nextMessage()).params?.data.message).toBe('dW5hY2tlZA==')
    await wallet.close()

    // no subscribe: the stored subscription brings the unacked message back, then live ones
    const again = await connectRaw(relay.url, { seed: wallet.seed })
    const redelivered = await again.nextMessage()
    expect(redelivered.params).toMatchObject({
      id: subscriptionId,
      data: { topic, message: 'dW5hY2tlZA==', tag: 1108 },
    })
    const marker = await publishMarker(dapp, topic)
    expect(await again.messagesBefore(marker)).toEqual(['dW5hY2tlZA=='])
    await again.roundTrip() // the relay has read both acks

    // acknowledged: not sent again on the next reconnect (only what came meanwhile)
    await again.close()
    const later = await publishMarker(dapp, topic)
    const third = await connectRaw(relay.url, { seed: wallet.seed })
    expect(await third.messagesBefore(later)).toEqual([])
    await Promise.all([dapp.close(), third.close()])
  })

  it('forgets an unsubscribed topic: a reconnect does not bring it back', async () => {
    const relay = await restart()
    const dapp = await connectRaw(relay.url)
    const wallet = await connectRaw(relay.url)
    const [gone, kept] = [newTopic(), newTopic()]
    await wallet.request('irn_batchSubscribe', { topics: [gone, kept] })
    await wallet.request('irn_unsubscribe', { topic: gone })
    await wallet.close()
    await dapp.request('irn_publish', { topic: gone, message: 'Z29uZQ==', ttl: 300, tag: 1 })
    const marker = await publishMarker(dapp, kept)
    const again = await connectRaw(relay.url, { seed: wallet.seed })
    expect(await again.messagesBefore(marker)).toEqual([])
    await Promise.all([dapp.close(), again.close()])
  })
})

describe('relay: acknowledged means delivered, across a restart', () => {
  it('a publish acknowledged while its subscriber was away reaches it after a restart, without a subscribe', async () => {
    let relay = await restart()
    const topic = newTopic()
    const wallet = await connectRaw(relay.url)
    await wallet.request('irn_subscribe', { topic })
    await wallet.close()
    const dapp = await connectRaw(relay.url)
    const answer = await dapp.request('irn_publish', {
      topic,
      message: 'YWNrZWQ=',
      ttl: 300,
      tag: 1108,
    })
    expect(answer.result).toBe(true)
    await dapp.close()

    relay = await restart() // between the publisher's ack and any delivery
    const again = await connectRaw(relay.url, { seed: wallet.seed })
    expect((await again.nextMessage()).params?.data).toMatchObject({ topic, message: 'YWNrZWQ=' })
    await again.close()
  })

  it('a delivery sent but not acknowledged before a restart comes again after it', async () => {
    let relay = await restart()
    const topic = newTopic()
    const wallet = await connectRaw(relay.url, { ack: false })
    await wallet.request('irn_subscribe', { topic })
    const dapp = await connectRaw(relay.url)
    await dapp.request('irn_publish', { topic, message: 'aW5mbGlnaHQ=', ttl: 300, tag: 1108 })
    expect((await wallet.nextMessage()).params?.data.message).toBe('aW5mbGlnaHQ=')
    await dapp.close()

    relay = await restart()
    const again = await connectRaw(relay.url, { seed: wallet.seed })
    expect((await again.nextMessage()).params?.data.message).toBe('aW5mbGlnaHQ=')
    await again.roundTrip() // acked now
    await again.close()

    // acknowledged before this restart: not delivered once more
    relay = await restart()
    const publisher = await connectRaw(relay.url)
    const marker = await publishMarker(publisher, topic)
    const third = await connectRaw(relay.url, { seed: wallet.seed })
    expect(await third.messagesBefore(marker)).toEqual([])
    await Promise.all([wallet.close(), publisher.close(), third.close()])
  })
})
