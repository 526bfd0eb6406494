import { hashMessage } from '@portico/walletconnect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectRaw, newTopic, quiet, type RelayServer, startRelayServer } from './relaySockets'

let server: RelayServer

beforeAll(async () => {
  server = await startRelayServer()
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
    await quiet(150)
    expect(dapp.deliveries()).toEqual([])
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
    await dapp.request('irn_subscribe', { topic })
    await quiet(150)
    expect(dapp.deliveries()).toEqual([])
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
    await quiet(100)
    await again.close()

    const third = await connectRaw(server.url, { seed: first.seed })
    await third.request('irn_subscribe', { topic })
    await quiet(200)
    expect(third.deliveries()).toEqual([])
    await Promise.all([dapp.close(), third.close()])
  })

  it('does not deliver after unsubscribe, nor a message whose ttl has passed', async () => {
    const dapp = await connectRaw(server.url)
    const wallet = await connectRaw(server.url)
    const topic = newTopic()
    const { result: id } = await wallet.request('irn_subscribe', { topic })
    expect((await wallet.request('irn_unsubscribe', { topic, id })).result).toBe(true)
    await dapp.request('irn_publish', { topic, message: 'bGF0ZQ==', ttl: 1, tag: 1108 })
    await quiet(1100)
    await wallet.request('irn_subscribe', { topic })
    await quiet(150)
    expect(wallet.deliveries()).toEqual([])
    await Promise.all([dapp.close(), wallet.close()])
  })
})
