import { createFakeClock } from '@portico/core/internal'
import { hashMessage } from '@portico/walletconnect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  connectRaw,
  newTopic,
  publishMarker,
  type RelayServer,
  startRelayServer,
} from './relaySockets'

// The whole server on a fake clock: ttl is exact, and "nothing arrived" is shown by a marker
// published after the unwanted message (stored messages go out in publishedAt order, so the clock
// moves 1 ms before a marker that must follow a stored one).
const clock = createFakeClock({ start: Date.now() })
let server: RelayServer

beforeAll(async () => {
  server = await startRelayServer({}, { clock })
})
afterAll(async () => {
  await server?.close()
})

describe('relay: publish and subscribe', () => {
  it('delivers a publish to the other subscriber with the WalletConnect shape, never to the publisher', async () => {
    const dapp = await connectRaw(server.url)
    const wallet = await connectRaw(server.url)
    const topic = newTopic()
    const [dappSub, walletSub] = await Promise.all([
      dapp.request('irn_subscribe', { topic }),
      wallet.request('irn_subscribe', { topic }),
    ])
    expect(dappSub.result).toBe(hashMessage(topic + dapp.clientId))
    expect(walletSub.result).toBe(hashMessage(topic + wallet.clientId))

    const published = await dapp.request('irn_publish', {
      topic,
      message: 'ZW52ZWxvcGU=',
      ttl: 300,
      tag: 1108,
      prompt: true,
      correlationId: 42,
    })
    expect(published).toMatchObject({ jsonrpc: '2.0', result: true })
    const delivery = await wallet.nextMessage()
    expect(delivery).toMatchObject({
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: walletSub.result,
        data: { topic, message: 'ZW52ZWxvcGU=', tag: 1108, attestation: '' },
      },
    })
    expect(typeof delivery.id).toBe('number')
    expect(delivery.params?.data.publishedAt).toBeTypeOf('number')
    // the dapp is subscribed too: it gets the wallet's marker, and its own message never before it
    expect(await dapp.messagesBefore(await publishMarker(wallet, topic))).toEqual([])
    await Promise.all([dapp.close(), wallet.close()])
  })

  it('stores and forwards: a message published before anyone subscribes arrives on subscribe', async () => {
    const dapp = await connectRaw(server.url)
    const topic = newTopic()
    await dapp.request('irn_publish', { topic, message: 'cHJvcG9zYWw=', ttl: 300, tag: 1100 })
    const wallet = await connectRaw(server.url)
    await wallet.request('irn_subscribe', { topic })
    const delivery = await wallet.nextMessage()
    expect(delivery.params?.data).toMatchObject({ topic, message: 'cHJvcG9zYWw=', tag: 1100 })
    // the publisher subscribing later still never gets its own message back
    clock.advance(1)
    const marker = await publishMarker(wallet, topic)
    await dapp.request('irn_subscribe', { topic })
    expect(await dapp.messagesBefore(marker)).toEqual([])
    await Promise.all([dapp.close(), wallet.close()])
  })

  it('redelivers an unacknowledged message on reconnect, and not an acknowledged one', async () => {
    const dapp = await connectRaw(server.url)
    const topic = newTopic()
    const first = await connectRaw(server.url, { ack: false })
    await first.request('irn_subscribe', { topic })
    await dapp.request('irn_publish', { topic, message: 'b25l', ttl: 300, tag: 1108 })
    expect((await first.nextMessage()).params?.data.message).toBe('b25l')
    await first.close()

    // same client id, new socket: the unacked message comes again, and is acked this time
    const again = await connectRaw(server.url, { seed: first.seed })
    await again.request('irn_batchSubscribe', { topics: [topic] })
    expect((await again.nextMessage()).params?.data.message).toBe('b25l')
    await again.roundTrip() // the relay has read the ack
    await again.close()

    clock.advance(1)
    const marker = await publishMarker(dapp, topic)
    const third = await connectRaw(server.url, { seed: first.seed })
    await third.request('irn_subscribe', { topic })
    expect(await third.messagesBefore(marker)).toEqual([])
    await Promise.all([dapp.close(), third.close()])
  })

  it('does not deliver after unsubscribe, nor a message whose ttl has passed', async () => {
    const dapp = await connectRaw(server.url)
    const wallet = await connectRaw(server.url)
    const topic = newTopic()
    const { result: id } = await wallet.request('irn_subscribe', { topic })
    expect((await wallet.request('irn_unsubscribe', { topic, id })).result).toBe(true)
    const other = newTopic()
    await wallet.request('irn_subscribe', { topic: other })
    await dapp.request('irn_publish', { topic, message: 'bGF0ZQ==', ttl: 1, tag: 1108 })
    const live = await publishMarker(dapp, other)
    expect(await wallet.messagesBefore(live)).toEqual([])

    clock.advance(1000) // the ttl of 1 s has passed
    const stored = await publishMarker(dapp, topic)
    await wallet.request('irn_subscribe', { topic })
    expect(await wallet.messagesBefore(stored)).toEqual([live])
    await Promise.all([dapp.close(), wallet.close()])
  })
})
