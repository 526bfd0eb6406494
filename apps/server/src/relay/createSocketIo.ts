import type { WebSocket } from 'ws'
import type { RelayPeer } from './types'

export type CreateSocketIoParameters = {
  socket: Pick<WebSocket, 'readyState' | 'OPEN' | 'bufferedAmount' | 'send' | 'terminate' | 'once'>
  /** Bytes queued for the socket past which it is closed as a slow consumer. */
  maxBufferedBytes: number
}
export type CreateSocketIoReturnType = Pick<RelayPeer, 'send' | 'drained'>

/**
 * The relay's writes to one WebSocket with backpressure (review H1): `send` refuses, and closes the
 * socket, when more than `maxBufferedBytes` already wait to be read (a client that stopped
 * reading); `drained` resolves once the queue is down to a quarter of that, so stored messages go
 * out only as fast as the client reads them.
 *
 * @example
 * const io = createSocketIo({ socket, maxBufferedBytes: 8 * 1024 * 1024 })
 * if (await io.drained()) io.send(text)
 */
export function createSocketIo(parameters: CreateSocketIoParameters): CreateSocketIoReturnType {
  const { socket, maxBufferedBytes } = parameters
  const lowWater = Math.floor(maxBufferedBytes / 4)
  const waiters = new Set<(open: boolean) => void>()
  const open = () => socket.readyState === socket.OPEN

  function wake() {
    if (open() && socket.bufferedAmount > lowWater) return
    for (const waiter of waiters) waiter(open())
    waiters.clear()
  }
  socket.once('close', wake)

  return {
    send(text) {
      if (!open()) return false
      const queued = socket.bufferedAmount
      if (queued > 0 && queued + Buffer.byteLength(text, 'utf8') > maxBufferedBytes) {
        socket.terminate()
        return false
      }
      // the callback runs once the frame is handed to the kernel: the queue shrank
      socket.send(text, wake)
      return true
    },
    drained() {
      if (!open()) return Promise.resolve(false)
      if (socket.bufferedAmount <= lowWater) return Promise.resolve(true)
      return new Promise<boolean>((resolve) => waiters.add(resolve))
    },
  }
}
