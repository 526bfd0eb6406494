import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { getSolanaDevnetKeys } from '../src/solana/getSolanaDevnetKeys'
import {
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '../src/solana/startSolanaDevnet'

// biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers, checked field by field by the assertions
type Json = any

let solana: StartSolanaDevnetReturnType
beforeAll(async () => {
  solana = await startSolanaDevnet({ port: 0, wsPort: 0 })
})
afterAll(() => solana.stop())

const post = async (body: string) => {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return { status: response.status, json: (await response.json()) as Json }
}
const call = async (method: string, params: unknown[] = []) =>
  (await post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }))).json

/** Opens a WebSocket and collects every message (parsed). */
async function openSocket(url: string) {
  const socket = new WebSocket(url)
  const messages: Json[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()))
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const next = async (match: (message: Json) => boolean) => {
    for (;;) {
      const found = messages.find(match)
      if (found) return found
      await new Promise<void>((wake) => waiters.push(wake))
    }
  }
  const request = async (id: number, method: string, params: unknown[] = []) => {
    socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
    return next((m) => m.id === id)
  }
  return { socket, messages, next, request }
}

describe('JSON-RPC protocol', () => {
  test('unknown method -32601, malformed -32600, bad JSON -32700; the server keeps serving', async () => {
    expect((await call('eth_chainId')).error).toEqual({ code: -32601, message: 'Method not found' })
    expect((await post('{"jsonrpc":"2.0","id":7,"params":[]}')).json).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32600, message: 'Invalid request' },
    })
    expect((await post('"just a string"')).json.error.code).toBe(-32600)
    expect(
      (await post('{"jsonrpc":"2.0","id":1,"method":"getSlot","params":{}}')).json.error.code,
    ).toBe(-32600)
    expect((await post('[]')).json.error.code).toBe(-32600)
    expect((await post('{"jsonrpc":"2.0",')).json).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'Parse error' },
    })
    expect((await call('getBalance', ['not-an-address'])).error.code).toBe(-32602)
    expect(
      (await call('getBalance', [solana.accounts[0]?.address, { commitment: 'soon' }])).error.code,
    ).toBe(-32602)
    expect((await call('sendTransaction', ['AAAA', { encoding: 'base64' }])).error.code).toBe(
      -32602,
    )
    expect((await call('__proto__')).error.code).toBe(-32601)
    expect((await call('getHealth')).result).toBe('ok')
  })

  test('a batch answers each request in order, errors included; GET is refused', async () => {
    const { json } = await post(
      JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
        { jsonrpc: '2.0', method: 'getSlot' },
        { jsonrpc: '2.0', id: 3, method: 'getGenesisHash' },
        42,
      ]),
    )
    expect(json.map((a: Json) => [a.id, a.result ?? a.error.code])).toEqual([
      [1, 'ok'],
      [2, -32601],
      [3, 'GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KRuG64X1bs6sWc'],
      [null, -32600],
    ])
    expect((await fetch(solana.rpcUrl)).status).toBe(405)
    const huge = await fetch(solana.rpcUrl, { method: 'POST', body: `[${'1,'.repeat(600_000)}1]` })
    expect(huge.status).toBe(413)
    expect((await call('getHealth')).result).toBe('ok')
  })
})

describe('history, airdrops and subscriptions', () => {
  test('airdrops land in new slots; getSignaturesForAddress pages newest first with before/until/limit', async () => {
    const { accounts } = getSolanaDevnetKeys(12)
    const target = accounts[11]?.address as string
    const ws = await openSocket(solana.wsUrl)
    const slotSub = (await ws.request(1, 'slotSubscribe')).result
    const accountSub = (
      await ws.request(2, 'accountSubscribe', [
        target,
        { encoding: 'base64', commitment: 'confirmed' },
      ])
    ).result
    const slot = (await call('getSlot')).result
    const signatures: string[] = []
    for (const lamports of [1_000_000_000, 2_000_000_000, 3_000_000_000, 4_000_000_000])
      signatures.push((await call('requestAirdrop', [target, lamports])).result)
    expect((await call('getSlot')).result).toBe(slot + 4)
    expect((await call('getBalance', [target])).result.value).toBe(10_000_000_000)

    const page = async (config: object) =>
      (await call('getSignaturesForAddress', [target, config])).result.map((e: Json) => e.signature)
    const newestFirst = [...signatures].reverse()
    expect(await page({})).toEqual(newestFirst)
    expect(await page({ limit: 2 })).toEqual(newestFirst.slice(0, 2))
    expect(await page({ before: newestFirst[1] })).toEqual(newestFirst.slice(2))
    expect(await page({ until: newestFirst[2] })).toEqual(newestFirst.slice(0, 2))
    expect((await call('getSignaturesForAddress', [target, { limit: 0 }])).error.code).toBe(-32602)
    const entries = (await call('getSignaturesForAddress', [target])).result
    expect(entries[0]).toMatchObject({
      slot: slot + 4,
      err: null,
      memo: null,
      confirmationStatus: 'finalized',
    })
    expect(entries[0].blockTime).toBeGreaterThanOrEqual(entries[3].blockTime)

    // The same transactions arrived as notifications.
    const slotNotes = await ws.next(
      (m) => m.method === 'slotNotification' && m.params.result.slot === slot + 4,
    )
    expect(slotNotes.params).toEqual({
      subscription: slotSub,
      result: { parent: slot + 3, root: slot + 4, slot: slot + 4 },
    })
    const lastAccount = await ws.next(
      (m) =>
        m.method === 'accountNotification' && m.params.result.value.lamports === 10_000_000_000,
    )
    expect(lastAccount.params.subscription).toBe(accountSub)
    expect(lastAccount.params.result.value).toMatchObject({
      data: ['', 'base64'],
      owner: '11111111111111111111111111111111',
    })
    expect((await ws.request(3, 'slotUnsubscribe', [slotSub])).result).toBe(true)
    expect((await ws.request(4, 'slotUnsubscribe', [slotSub])).error.code).toBe(-32602)

    // A landed signature notifies at once after the subscription id; unknown methods get -32601.
    const sub = await ws.request(5, 'signatureSubscribe', [
      signatures[0],
      { commitment: 'confirmed' },
    ])
    const note = await ws.next(
      (m) => m.method === 'signatureNotification' && m.params.subscription === sub.result,
    )
    expect(note.params.result).toEqual({ context: { slot: slot + 1 }, value: { err: null } })
    expect((await ws.request(6, 'blockSubscribe')).error.code).toBe(-32601)
    ws.socket.send('{oops')
    expect((await ws.next((m) => m.error?.code === -32700)).id).toBeNull()
    ws.socket.close()

    const tx = (await call('getTransaction', [signatures[0]])).error
    expect(tx.code).toBe(-32015)
    const statuses = (await call('getSignatureStatuses', [[signatures[0], '1'.repeat(88)]])).result
      .value
    expect(statuses[0]).toEqual({
      slot: slot + 1,
      confirmations: null,
      err: null,
      status: { Ok: null },
      confirmationStatus: 'finalized',
    })
    expect(statuses[1]).toBeNull()
  })
})
