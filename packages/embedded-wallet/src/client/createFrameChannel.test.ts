import { createFakeClock } from '@portico/core/internal'
import { describe, expect, it } from 'vitest'
import { frameChannel } from '../protocol/frameProtocol'
import { createFrameChannel, type IncomingMessage } from './createFrameChannel'

const frameOrigin = 'http://localhost:3001'

function setup() {
  const clock = createFakeClock()
  const posted: { message: { id: string; type: string }; targetOrigin: string }[] = []
  const frame = {
    postMessage: (message: unknown, targetOrigin: string) =>
      posted.push({ message: message as { id: string; type: string }, targetOrigin }),
  }
  let handler: (event: IncomingMessage) => void = () => {}
  const failures: string[] = []
  const channel = createFrameChannel({
    frameOrigin,
    frame,
    clock,
    listen: (h) => {
      handler = h
      return () => {}
    },
    onFailure: (event) => failures.push(event),
  })
  const fromFrame = (data: unknown, overrides: Partial<IncomingMessage> = {}) =>
    handler({ origin: frameOrigin, source: frame, data, ...overrides })
  const ready = async () => {
    fromFrame({ channel: frameChannel, type: 'FRAME_READY' })
    clock.advance(500)
    await channel.ready
  }
  return { clock, posted, frame, channel, fromFrame, ready, failures }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createFrameChannel', () => {
  it('waits for FRAME_READY and 500 ms, posts only to the frame origin, completes by request id', async () => {
    const { posted, channel, fromFrame, clock } = setup()
    const answer = channel.request('APP_GET_USER')
    fromFrame({ channel: frameChannel, type: 'FRAME_READY' })
    clock.advance(499)
    await flush()
    expect(posted).toHaveLength(0)
    clock.advance(1)
    await flush()
    expect(posted).toHaveLength(1)
    const [{ message, targetOrigin }] = posted as [(typeof posted)[number]]
    expect(targetOrigin).toBe(frameOrigin)
    expect(message).toMatchObject({ channel: frameChannel, type: 'APP_GET_USER' })
    expect(message.id).toMatch(/^[0-9a-f]{32}$/)
    // Another request's reply, or the wrong reply type, does not complete it.
    fromFrame({
      channel: frameChannel,
      id: 'f'.repeat(32),
      type: 'FRAME_GET_USER_SUCCESS',
      payload: 1,
    })
    fromFrame({ channel: frameChannel, id: message.id, type: 'FRAME_SIGN_OUT_SUCCESS', payload: 2 })
    fromFrame({
      channel: frameChannel,
      id: message.id,
      type: 'FRAME_GET_USER_SUCCESS',
      payload: { email: 'a@b.co' },
    })
    await expect(answer).resolves.toEqual({ email: 'a@b.co' })
  })

  it('ignores messages from another origin, another window or of another shape', async () => {
    const { posted, channel, fromFrame, ready } = setup()
    await ready()
    const answer = channel.request('APP_IS_CONNECTED')
    await flush()
    const { id } = (posted[0] as (typeof posted)[number]).message
    const reply = {
      channel: frameChannel,
      id,
      type: 'FRAME_IS_CONNECTED_SUCCESS',
      payload: { isConnected: true },
    }
    fromFrame(reply, { origin: 'https://evil.example' })
    fromFrame(reply, { source: {} })
    fromFrame({ ...reply, extra: 1 })
    fromFrame({ ...reply, channel: 'other' })
    let settled = false
    answer.then(() => (settled = true))
    await flush()
    expect(settled).toBe(false)
    fromFrame(reply)
    await expect(answer).resolves.toEqual({ isConnected: true })
  })

  it("rejects with the frame's error message, or 'An error occurred'", async () => {
    const { posted, channel, fromFrame, ready } = setup()
    await ready()
    const first = channel.request('APP_CONNECT_OTP', { code: '123456' })
    const second = channel.request('APP_CONNECT_OTP', { code: '123456' })
    await flush()
    const [a, b] = posted.map((p) => p.message.id)
    fromFrame({
      channel: frameChannel,
      id: a,
      type: 'FRAME_CONNECT_OTP_ERROR',
      payload: { message: 'Wrong code: 4 tries left' },
    })
    fromFrame({ channel: frameChannel, id: b, type: 'FRAME_CONNECT_OTP_ERROR' })
    await expect(first).rejects.toThrow('Wrong code: 4 tries left')
    await expect(second).rejects.toThrow('An error occurred')
  })

  it('fails to load after 20 s without FRAME_READY (iframe_load_failed)', async () => {
    const { channel, clock, failures } = setup()
    const answer = channel.request('APP_GET_USER')
    clock.advance(20_000)
    await expect(answer).rejects.toThrow('Unable to load email login dependency')
    expect(failures).toEqual(['iframe_load_failed'])
  })

  it('aborts a request after 30 s, or its own timeout (iframe_request_timeout)', async () => {
    const { channel, clock, failures, ready } = setup()
    await ready()
    const rpc = channel.request('APP_RPC_REQUEST', { method: 'eth_chainId' })
    const signOut = channel.request('APP_SIGN_OUT', undefined, { timeoutMs: 3_000 })
    await flush()
    clock.advance(3_000)
    await expect(signOut).rejects.toThrow('Something went wrong')
    clock.advance(27_000)
    await expect(rpc).rejects.toThrow('Request was aborted')
    expect(failures).toEqual(['iframe_request_timeout', 'iframe_request_timeout'])
  })
})
