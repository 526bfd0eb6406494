import { describe, expect, it } from 'vitest'
import { RelayRequestError, ReplyTimeoutError } from '../errors/relay'
import { createRequestQueue } from './requestQueue'

function setup(open: boolean) {
  const state = { open, sent: [] as string[], opened: 0 }
  const queue = createRequestQueue({
    replyTimeout: 50,
    isOpen: () => state.open,
    send: (text) => state.sent.push(text),
    ensureOpen: () => {
      state.opened += 1
    },
  })
  return { state, queue }
}

const idOf = (text: string | undefined) => JSON.parse(text ?? '{}').id as number

describe('createRequestQueue', () => {
  it('sends at once when open and settles by id', async () => {
    const { state, queue } = setup(true)
    const answer = queue.request('irn_subscribe', { topic: 't' })
    expect(JSON.parse(state.sent[0] ?? '')).toMatchObject({
      jsonrpc: '2.0',
      method: 'irn_subscribe',
      params: { topic: 't' },
    })
    queue.settle(idOf(state.sent[0]), 'sub-1', undefined)
    await expect(answer).resolves.toBe('sub-1')
    const failing = queue.request('irn_publish', {})
    queue.settle(idOf(state.sent[1]), undefined, { code: -32000, message: 'no' })
    await expect(failing).rejects.toBeInstanceOf(RelayRequestError)
  })

  it('holds requests until the socket opens, sends them again after a drop, and times out', async () => {
    const { state, queue } = setup(false)
    const waiting = queue.request('irn_publish', { topic: 't' })
    expect(state.sent).toHaveLength(0)
    expect(state.opened).toBe(1)
    state.open = true
    queue.flush()
    queue.flush()
    expect(state.sent).toHaveLength(1)
    queue.markAllUnsent()
    queue.flush()
    expect(state.sent).toHaveLength(2)
    expect(state.sent[1]).toBe(state.sent[0])
    await expect(waiting).rejects.toBeInstanceOf(ReplyTimeoutError)
  })

  it('rejectAll fails every waiting request', async () => {
    const { queue } = setup(false)
    const a = queue.request('irn_publish', {})
    const b = queue.request('irn_subscribe', {})
    queue.rejectAll(new Error('socket not ready'))
    await expect(a).rejects.toThrow('socket not ready')
    await expect(b).rejects.toThrow('socket not ready')
  })
})
