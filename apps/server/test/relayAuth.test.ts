import { createRelayJwt, generateRandomBytes32 } from '@portico/walletconnect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { type RelayServer, startRelayServer } from './relaySockets'

let server: RelayServer

beforeAll(async () => {
  server = await startRelayServer()
})
afterAll(async () => {
  await server?.close()
})

/** Tries to open a socket; resolves with the refusal (status + JSON body) or 'open'. */
function attempt(url: string): Promise<{ status: number; body: unknown } | 'open'> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('open', () => {
      socket.close()
      resolve('open')
    })
    socket.once('unexpected-response', (_request, response) => {
      let text = ''
      response.on('data', (chunk: Buffer) => {
        text += chunk
      })
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }),
      )
    })
    socket.once('error', (error) => {
      if (!String(error.message).includes('Unexpected server response')) reject(error)
    })
  })
}

function relayUrl(auth: string, projectId = 'portico-local') {
  return `${server.url}?auth=${auth}&projectId=${projectId}&ua=test`
}

describe('relay: auth on upgrade', () => {
  it('accepts a token whose aud is the relay URL the client used (127.0.0.1 or localhost)', async () => {
    const seed = generateRandomBytes32()
    expect(await attempt(relayUrl(createRelayJwt({ seed, aud: server.url, ttlSeconds: 60 })))).toBe(
      'open',
    )
    const localhost = `ws://localhost:${server.port}/relay`
    const auth = createRelayJwt({ seed, aud: localhost, ttlSeconds: 60 })
    expect(await attempt(`${localhost}?auth=${auth}&projectId=portico-local`)).toBe('open')
  })

  it.each([
    [
      'a bad signature',
      () => {
        const jwt = createRelayJwt({
          seed: generateRandomBytes32(),
          aud: server.url,
          ttlSeconds: 60,
        })
        const other = createRelayJwt({
          seed: generateRandomBytes32(),
          aud: server.url,
          ttlSeconds: 60,
        })
        return `${jwt.split('.').slice(0, 2).join('.')}.${other.split('.')[2]}`
      },
      'Relay auth token signature is invalid',
    ],
    [
      'a token for another relay',
      () =>
        createRelayJwt({
          seed: generateRandomBytes32(),
          aud: 'wss://relay.walletconnect.org',
          ttlSeconds: 60,
        }),
      'Relay auth token is for another relay',
    ],
    [
      'an expired token',
      () =>
        createRelayJwt({
          seed: generateRandomBytes32(),
          aud: server.url,
          ttlSeconds: 60,
          now: Date.now() - 3_600_000,
        }),
      'Relay auth token has expired',
    ],
    ['garbage', () => 'abc', 'Invalid relay auth token: a JWT has three dot-separated parts'],
  ])('refuses %s with 401', async (_name, makeAuth, message) => {
    expect(await attempt(relayUrl(makeAuth()))).toEqual({
      status: 401,
      body: { error: 'Unauthorized', message },
    })
  })

  it('refuses an unknown or missing project, and a missing token', async () => {
    const auth = createRelayJwt({ seed: generateRandomBytes32(), aud: server.url, ttlSeconds: 60 })
    expect(await attempt(relayUrl(auth, 'nope'))).toEqual({
      status: 401,
      body: { error: 'Unauthorized', message: 'Unknown projectId: nope' },
    })
    expect(await attempt(`${server.url}?auth=${auth}`)).toEqual({
      status: 401,
      body: { error: 'Unauthorized', message: 'Missing projectId' },
    })
    expect(await attempt(`${server.url}?projectId=portico-local`)).toEqual({
      status: 401,
      body: { error: 'Unauthorized', message: 'Missing relay auth token (query parameter auth)' },
    })
  })

  it('answers a plain GET with 426 Upgrade Required', async () => {
    const response = await fetch(server.url.replace('ws:', 'http:'))
    expect(response.status).toBe(426)
    expect(await response.json()).toEqual({
      error: 'Upgrade Required',
      message: 'The relay speaks WebSocket: connect with ws:// or wss://',
    })
  })
})
