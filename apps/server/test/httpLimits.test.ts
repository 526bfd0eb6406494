import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { connectRaw, type RelayServer, startRelayServer } from './relaySockets'

let server: RelayServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** Opens a raw TCP connection to the server and records when the server closes it. */
function rawSocket(port: number): Promise<{ socket: Socket; closed: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      let received = ''
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1')
      })
      const closed = new Promise<string>((done) => socket.once('close', () => done(received)))
      resolve({ socket, closed })
    })
    socket.once('error', reject)
  })
}

const within = <value>(promise: Promise<value>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} after ${ms} ms`)), ms),
    ),
  ])

describe('HTTP limits (M3)', () => {
  test('a slow body (slowloris) is cut off after the request timeout', async () => {
    server = await startRelayServer({ PORTICO_REQUEST_TIMEOUT_MS: '600' })
    const { socket, closed } = await rawSocket(server.port)
    const started = Date.now()
    socket.write(
      'POST /v1/?chainId=eip155:31337&projectId=portico-local HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000000\r\n\r\n[',
    )
    // One byte every 100 ms: the socket is never idle, only the whole-request timeout can end it.
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100)
    try {
      const answer = await within(closed, 10_000, 'the server still held the socket')
      expect(Date.now() - started).toBeGreaterThanOrEqual(500)
      expect(answer).toMatch(/^HTTP\/1\.1 408 /)
    } finally {
      clearInterval(trickle)
      socket.destroy()
    }
  })

  test('an idle connection is closed after the connection timeout', async () => {
    server = await startRelayServer({ PORTICO_CONNECTION_TIMEOUT_MS: '300' })
    const { closed } = await rawSocket(server.port)
    await within(closed, 5_000, 'the idle socket was still open')
  })

  test('connections past the cap are refused; the ones inside it are served', async () => {
    server = await startRelayServer({ PORTICO_MAX_CONNECTIONS: '2' })
    const held = [await rawSocket(server.port), await rawSocket(server.port)]
    const extra = await rawSocket(server.port)
    expect(await within(extra.closed, 5_000, 'the third socket was still open')).toBe('')
    held[0]?.socket.write(
      'GET /v1/supported-chains HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    )
    expect(await within(held[0]?.closed ?? Promise.reject(), 5_000, 'no answer')).toMatch(
      /^HTTP\/1\.1 200 /,
    )
    for (const { socket } of held) socket.destroy()
  })

  test('a keep-alive connection is told to close after its request quota', async () => {
    server = await startRelayServer({ PORTICO_MAX_REQUESTS_PER_SOCKET: '2' })
    const { socket } = await rawSocket(server.port)
    const request = 'GET /v1/supported-chains HTTP/1.1\r\nHost: x\r\n\r\n'
    const answers: string[] = []
    const second = new Promise<void>((resolve) => {
      socket.on('data', (chunk) => {
        answers.push(chunk.toString('latin1'))
        if (answers.length === 1) socket.write(request)
        else resolve()
      })
    })
    socket.write(request)
    await within(second, 5_000, 'no second answer')
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 [\s\S]*Keep-Alive: timeout=\d+, max=2/)
    expect(answers[1]).toMatch(/^HTTP\/1\.1 200 [\s\S]*Connection: close/)
    socket.destroy()
  })

  test('a WebSocket relay connection outlives the request and idle timeouts', async () => {
    server = await startRelayServer({
      PORTICO_REQUEST_TIMEOUT_MS: '300',
      PORTICO_CONNECTION_TIMEOUT_MS: '300',
      PORTICO_KEEP_ALIVE_TIMEOUT_MS: '300',
    })
    const client = await connectRaw(server.url)
    const closed = new Promise((resolve) => client.socket.once('close', resolve))
    // Four times both timeouts (and several of Node's checks) with no frame either way.
    const outcome = await Promise.race([
      closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('open'), 1_500)),
    ])
    expect(outcome).toBe('open')
    const answer = await client.request('irn_subscribe', { topic: 'a'.repeat(64) })
    expect(answer.error).toBeUndefined()
    await client.close()
  })
})
