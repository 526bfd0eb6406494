import { describe, expect, it } from 'vitest'
import { appEventTypes, frameChannel } from '../protocol/frameProtocol'
import { createFrameHost, type HostMessageEvent } from './createFrameHost'

const app = 'http://localhost:3000'

function setup() {
  const sent: { message: { type: string; id: string; payload?: unknown }; origin: string }[] = []
  const parent = {
    postMessage: (message: unknown, origin: string) =>
      sent.push({ message: message as never, origin }),
  }
  let handler: (event: HostMessageEvent) => void = () => {}
  const handled: string[] = []
  createFrameHost({
    allowedOrigins: new Set([app]),
    parent,
    listen: (h) => {
      handler = h
      return () => {}
    },
    handle: async (type, payload) => {
      handled.push(type)
      if (type === 'APP_CONNECT_OTP') throw new Error('Wrong code: 4 tries left')
      return { type, payload }
    },
  })
  return { sent, parent, handled, post: (event: HostMessageEvent) => handler(event) }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const id = 'a'.repeat(32)

describe('createFrameHost', () => {
  it('answers an allowed origin by id, to that origin only', async () => {
    const { sent, parent, post } = setup()
    post({
      origin: app,
      source: parent,
      data: { channel: frameChannel, id, type: 'APP_CONNECT_EMAIL', payload: { email: 'a@b.co' } },
    })
    post({
      origin: app,
      source: parent,
      data: { channel: frameChannel, id, type: 'APP_CONNECT_OTP', payload: { code: '123456' } },
    })
    await flush()
    expect(sent).toEqual([
      {
        origin: app,
        message: {
          channel: frameChannel,
          id,
          type: 'FRAME_CONNECT_EMAIL_SUCCESS',
          payload: { type: 'APP_CONNECT_EMAIL', payload: { email: 'a@b.co' } },
        },
      },
      {
        origin: app,
        message: {
          channel: frameChannel,
          id,
          type: 'FRAME_CONNECT_OTP_ERROR',
          payload: { message: 'Wrong code: 4 tries left' },
        },
      },
    ])
  })

  it('gives a foreign origin, another window or a malformed message no answer at all, for every APP_* event', async () => {
    const { sent, parent, post, handled } = setup()
    for (const type of appEventTypes) {
      post({
        origin: 'https://evil.example',
        source: parent,
        data: { channel: frameChannel, id, type },
      })
      post({
        origin: app,
        source: { postMessage: () => sent.push({} as never) },
        data: { channel: frameChannel, id, type },
      })
      post({ origin: app, source: parent, data: { channel: frameChannel, id: 'x', type } })
      post({ origin: app, source: parent, data: { channel: frameChannel, id, type, extra: true } })
    }
    await flush()
    expect(sent).toEqual([])
    expect(handled).toEqual([])
  })

  it('refuses a payload of the wrong shape without calling the handler', async () => {
    const { sent, parent, post, handled } = setup()
    post({
      origin: app,
      source: parent,
      data: { channel: frameChannel, id, type: 'APP_CONNECT_OTP', payload: { code: '12345' } },
    })
    await flush()
    expect(handled).toEqual([])
    expect(sent[0]?.message).toMatchObject({
      type: 'FRAME_CONNECT_OTP_ERROR',
      payload: { message: 'Invalid request' },
    })
  })

  it("checks APP_SYNC_DAPP_DATA's default account types: a type a namespace does not have is refused", async () => {
    const { sent, parent, post, handled } = setup()
    const sync = (defaultAccountTypes: unknown) =>
      post({
        origin: app,
        source: parent,
        data: {
          channel: frameChannel,
          id,
          type: 'APP_SYNC_DAPP_DATA',
          payload: { defaultAccountTypes },
        },
      })
    sync({ eip155: 'eoa', solana: 'eoa' })
    sync({ solana: 'smartAccount' })
    sync({ bip122: 'payment' })
    await flush()
    expect(handled).toEqual(['APP_SYNC_DAPP_DATA'])
    // Refused before the handler (answered first); the valid one after it ran.
    expect(sent.map((s) => s.message.type).sort()).toEqual([
      'FRAME_SYNC_DAPP_DATA_ERROR',
      'FRAME_SYNC_DAPP_DATA_ERROR',
      'FRAME_SYNC_DAPP_DATA_SUCCESS',
    ])
  })
})
