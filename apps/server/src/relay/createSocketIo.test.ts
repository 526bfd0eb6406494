import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { createSocketIo } from './createSocketIo'

/** A WebSocket stand-in at the boundary: frames stay queued until `flush` (the kernel took them). */
function fakeSocket() {
  const events = new EventEmitter()
  const queued: { bytes: number; done: () => void }[] = []
  const socket = {
    OPEN: 1 as const,
    readyState: 1 as 0 | 1 | 2 | 3,
    terminated: false,
    get bufferedAmount() {
      return queued.reduce((sum, frame) => sum + frame.bytes, 0)
    },
    send(text: string, done: () => void) {
      queued.push({ bytes: Buffer.byteLength(text), done })
    },
    terminate() {
      socket.terminated = true
      socket.readyState = 3
      events.emit('close')
    },
    once(event: string, listener: () => void) {
      events.once(event, listener)
      return socket
    },
    flush() {
      for (const frame of queued.splice(0)) frame.done()
    },
  }
  return socket
}

describe('createSocketIo', () => {
  it('closes a socket whose reader lags past the limit, never queueing more', () => {
    const socket = fakeSocket()
    const io = createSocketIo({ socket: socket as never, maxBufferedBytes: 100 })
    expect(io.send('x'.repeat(150))).toBe(true) // an empty queue takes one frame of any size
    expect(io.send('y')).toBe(false)
    expect(socket.terminated).toBe(true)
    expect(socket.bufferedAmount).toBe(150)
    expect(io.send('z')).toBe(false)
  })

  it('drained() waits until the queue is down to a quarter, or the socket closed', async () => {
    const socket = fakeSocket()
    const io = createSocketIo({ socket: socket as never, maxBufferedBytes: 100 })
    expect(await io.drained()).toBe(true)
    io.send('x'.repeat(60))
    let drained: boolean | undefined
    const waiting = io.drained().then((value) => {
      drained = value
    })
    await Promise.resolve()
    expect(drained).toBeUndefined()
    socket.flush()
    await waiting
    expect(drained).toBe(true)

    io.send('x'.repeat(60))
    const closed = io.drained()
    socket.terminate()
    expect(await closed).toBe(false)
    expect(await io.drained()).toBe(false)
  })
})
