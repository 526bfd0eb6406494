import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type StartBitcoinDevnetReturnType, startBitcoinDevnet } from '@portico/devnet'
import { buildBitcoinPayment } from '@portico/devnet/testing'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { startTestServer } from './startTestServer'

// The real Bitcoin devnet (bcoin regtest) of this file, behind a small real HTTP proxy that counts
// what reaches it: the gateway's refusals must never get there.
let bitcoin: StartBitcoinDevnetReturnType
let proxy: Server
let proxyUrl: string
const upstreamPaths: string[] = []
let server: CreateServerReturnType
let baseUrl: string
const logLines: string[] = []
// A second Bitcoin chain on a node that does not answer, its URL holding a user, a password and a key.
const testnet = 'bip122:000000000933ea01ad0ee984209779ba'
const deadUpstream = 'http://esplora-user:esplora-pass@127.0.0.1:9/api/k3yk3yk3yk3yk3yk3yk3yk3y'

beforeAll(async () => {
  bitcoin = await startBitcoinDevnet({ port: 0 })
  proxy = createServer((request, response) => {
    upstreamPaths.push(`${request.method} ${request.url}`)
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const body = Buffer.concat(chunks)
      const answer = await fetch(`${bitcoin.esploraUrl}${request.url}`, {
        method: request.method,
        ...(request.method === 'POST' ? { body } : {}),
      })
      response
        .writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'text/plain',
        })
        .end(Buffer.from(await answer.arrayBuffer()))
    })
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  server = await startTestServer(
    {
      PORTICO_RPC_URLS: `${bitcoin.caipNetworkId}=${proxyUrl},${testnet}=${deadUpstream}`,
      PORTICO_LOG_LEVEL: 'warn',
      PORTICO_RPC_TIMEOUT_MS: '5000',
    },
    undefined,
    { write: (line) => void logLines.push(line) },
  )
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => proxy?.close(resolve))
  await bitcoin?.stop()
})

const gatewayBase = () => `${baseUrl}/v1/esplora/${bitcoin.caipNetworkId}`
const viaGateway = (path: string, init?: RequestInit, query = 'projectId=portico-local') =>
  fetch(`${gatewayBase()}${path}?${query}`, init)
const direct = (path: string) => fetch(`${bitcoin.esploraUrl}${path}`)
const expectText = async (response: Response, status: number, text: string) => {
  expect(response.status, response.url).toBe(status)
  expect(await response.text()).toBe(text)
}

describe('the Esplora gateway', () => {
  test('passes reads through: the upstream’s status, text or JSON, unchanged', async () => {
    const account = bitcoin.accounts[0]?.address as string
    for (const path of [
      '/blocks/tip/height',
      '/blocks/tip/hash',
      `/address/${account}`,
      `/address/${account}/utxo`,
      `/address/${account}/txs`,
      '/fee-estimates',
    ]) {
      const [through, node] = await Promise.all([viaGateway(path), direct(path)])
      expect(through.status, path).toBe(200)
      expect(await through.text(), path).toBe(await node.text())
    }
    const [utxo] = (await (await viaGateway(`/address/${account}/utxo`)).json()) as {
      txid: string
    }[]
    const status = await viaGateway(`/tx/${utxo?.txid}/status`)
    expect(status.headers.get('content-type')).toContain('application/json')
    expect(await status.json()).toMatchObject({ confirmed: true })
    const raw = await viaGateway(`/tx/${utxo?.txid}/hex`)
    expect(raw.headers.get('content-type')).toContain('text/plain')
    expect(await raw.text()).toBe(await (await direct(`/tx/${utxo?.txid}/hex`)).text())
    // The upstream's own refusals come back as it gave them.
    await expectText(
      await viaGateway('/address/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'),
      400,
      'Invalid Bitcoin address',
    )
    await expectText(await viaGateway(`/tx/${'ab'.repeat(32)}`), 404, 'Transaction not found')
  })

  test('broadcasts a signed transaction: mined at once, and a double spend refused with the node’s reason', async () => {
    const [from, to, other] = bitcoin.accounts as [
      (typeof bitcoin.accounts)[0],
      (typeof bitcoin.accounts)[0],
      (typeof bitcoin.accounts)[0],
    ]
    // The payer's UTXO is read through the gateway too (its projectId query kept on every path).
    const esploraUrl = `${gatewayBase()}?projectId=portico-local`
    const payment = await buildBitcoinPayment({
      esploraUrl,
      from,
      to: to.address,
      amount: 25_000_000n,
    })
    const rival = await buildBitcoinPayment({ esploraUrl, from, to: other.address, amount: 1_000n })
    const height = bitcoin.height()
    await expectText(
      await viaGateway('/tx', { method: 'POST', body: payment.hex }),
      200,
      payment.txid,
    )
    expect(bitcoin.height()).toBe(height + 1)
    expect(await (await viaGateway(`/tx/${payment.txid}/status`)).json()).toMatchObject({
      confirmed: true,
      block_height: height + 1,
    })
    expect(upstreamPaths).toContain('POST /tx')
    await expectText(
      await viaGateway('/tx', { method: 'POST', body: rival.hex }),
      400,
      'bad-txns-inputs-missingorspent',
    )
  })

  test('a path outside the Esplora subset is a 404 that never reaches the upstream', async () => {
    const before = upstreamPaths.length
    const account = bitcoin.accounts[1]?.address as string
    const txid = 'cd'.repeat(32)
    for (const path of [
      '/mempool',
      '/mempool/recent',
      '/blocks/tip',
      '/blocks/tip/height/x',
      `/block/${txid}`,
      `/address/${account}/txs/mempool`,
      `/address/${account}/txs/chain`,
      `/address/${account}/utxo/`,
      '/address/not%20an%20address/utxo',
      `/address/${account}.json`,
      `/tx/${txid}/outspends`,
      `/tx/${txid.slice(2)}`,
      `/tx/${txid}/merkle-proof`,
      '/tx',
      '/scripthash/00/utxo',
      '/',
    ])
      await expectText(await viaGateway(path), 404, 'Not found')
    const notTx = await viaGateway('/txs', { method: 'POST', body: '00' })
    expect(notTx.status).toBe(404)
    // A bad body is refused before the upstream too; so is one over 400 kB.
    await expectText(
      await viaGateway('/tx', { method: 'POST', body: 'not hex' }),
      400,
      'Invalid transaction hex',
    )
    await expectText(
      await viaGateway('/tx', { method: 'POST', body: '00'.repeat(200_001) }),
      413,
      'Request body too large',
    )
    expect(upstreamPaths.slice(before)).toEqual([])
  })

  test('refuses as the RPC gateway does: missing or unknown project, unserved chain, foreign origin', async () => {
    const before = upstreamPaths.length
    await expectText(await viaGateway('/blocks/tip/height', {}, ''), 401, 'Missing projectId')
    await expectText(
      await viaGateway('/blocks/tip/height', {}, 'projectId=never-seeded'),
      401,
      'Unknown projectId: never-seeded',
    )
    const mainnet = 'bip122:000000000019d6689c085ae165831e93'
    await expectText(
      await fetch(`${baseUrl}/v1/esplora/${mainnet}/blocks/tip/height?projectId=portico-local`),
      400,
      `Unsupported chainId: ${mainnet}`,
    )
    await expectText(
      await fetch(`${baseUrl}/v1/esplora/eip155:31337/blocks/tip/height?projectId=portico-local`),
      400,
      'Unsupported chainId: eip155:31337',
    )
    await expectText(
      await fetch(`${baseUrl}/v1/esplora/nonsense/blocks/tip/height?projectId=portico-local`),
      400,
      'Invalid CAIP-2 network id: nonsense',
    )
    expect(upstreamPaths.slice(before)).toEqual([])
    // CORS: the project's origins get the header, as on the RPC gateway; another origin does not.
    const withOrigin = async (origin: string) =>
      (await viaGateway('/blocks/tip/height', { headers: { origin } })).headers.get(
        'access-control-allow-origin',
      )
    const rpcWithOrigin = async (origin: string) =>
      (
        await fetch(`${baseUrl}/v1/?chainId=eip155:31337&projectId=portico-local`, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
        })
      ).headers.get('access-control-allow-origin')
    expect(await withOrigin('http://localhost:3000')).toBe('http://localhost:3000')
    expect(await withOrigin('https://evil.example')).toBeNull()
    expect(await rpcWithOrigin('https://evil.example')).toBeNull()
  })

  test('the JSON-RPC gateway leaves a bip122 chain to it; supported-chains lists the chain', async () => {
    const rpc = await fetch(
      `${baseUrl}/v1/?chainId=${bitcoin.caipNetworkId}&projectId=portico-local`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getblockcount' }),
      },
    )
    expect(rpc.status).toBe(400)
    expect((await rpc.json()).error.message).toBe(`Unsupported chainId: ${bitcoin.caipNetworkId}`)
    const chains = await (await fetch(`${baseUrl}/v1/supported-chains`)).json()
    expect(chains.http).toEqual(expect.arrayContaining([bitcoin.caipNetworkId, testnet]))
  })

  test('an upstream that does not answer is a 502; its URL is in no answer and no log line', async () => {
    const answer = await fetch(
      `${baseUrl}/v1/esplora/${testnet}/blocks/tip/height?projectId=portico-local`,
    )
    expect(answer.status).toBe(502)
    const text = await answer.text()
    expect(text).toBe('Upstream Esplora request failed')
    const logged = logLines.join('\n')
    expect(logged).toContain('upstream Esplora')
    for (const secret of ['esplora-user', 'esplora-pass', 'k3yk3yk3yk3yk3yk3yk3yk3y'])
      expect(`${text}\n${logged}`).not.toContain(secret)
  })

  test('counts as RPC calls: past PORTICO_RPC_RATE_LIMIT a 429 with Retry-After', async () => {
    const limited = await startTestServer({
      PORTICO_RPC_URLS: `${bitcoin.caipNetworkId}=${bitcoin.esploraUrl}`,
      PORTICO_RPC_RATE_LIMIT: '2',
    })
    try {
      const url = `/v1/esplora/${bitcoin.caipNetworkId}/blocks/tip/height?projectId=portico-local`
      expect((await limited.app.inject(url)).statusCode).toBe(200)
      expect((await limited.app.inject(url)).statusCode).toBe(200)
      const refused = await limited.app.inject(url)
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['retry-after']).toMatch(/^\d+$/)
      expect(refused.body).toMatch(/^Rate limit exceeded for this address: retry in \d+ s$/)
    } finally {
      await limited.close()
    }
  })
})

describe('balances on a bip122 chain (the same Esplora upstream)', () => {
  const balanceOf = (address: string, chainId = bitcoin.caipNetworkId) =>
    fetch(
      `${baseUrl}/v1/account/${address}/balance?currency=usd&chainId=${chainId}&projectId=portico-local&forceUpdate=true`,
    )

  test('answers BTC, confirmed and unconfirmed, as the node has it', async () => {
    const account = bitcoin.accounts[1]?.address as string
    const stats = (await (await direct(`/address/${account}`)).json()) as {
      chain_stats: { funded_txo_sum: number; spent_txo_sum: number }
      mempool_stats: { funded_txo_sum: number; spent_txo_sum: number }
    }
    const sats =
      stats.chain_stats.funded_txo_sum -
      stats.chain_stats.spent_txo_sum +
      stats.mempool_stats.funded_txo_sum -
      stats.mempool_stats.spent_txo_sum
    const answer = await balanceOf(account)
    expect(answer.status).toBe(200)
    const { balances } = (await answer.json()) as {
      balances: {
        symbol: string
        chainId: string
        quantity: { decimals: string; numeric: string }
      }[]
    }
    expect(balances).toHaveLength(1)
    expect(balances[0]).toMatchObject({
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: bitcoin.caipNetworkId,
      price: 0,
      value: 0,
      quantity: { decimals: '8', numeric: formatUnits(BigInt(sats), 8) },
    })
    expect(upstreamPaths).toContain(`GET /address/${account}`)
  })

  test("refuses an address of another network with 400; an unserved chain's balances are empty", async () => {
    const mainnet = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    const refused = await balanceOf(mainnet)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe(
      `Invalid path parameter "address": ${bitcoin.caipNetworkId} needs a Bitcoin address of that network`,
    )
    const unserved = await balanceOf(mainnet, 'bip122:000000000019d6689c085ae165831e93')
    expect(unserved.status).toBe(200)
    expect(await unserved.json()).toEqual({ balances: [] })
  })

  test('502 when the Esplora API does not answer', async () => {
    const answer = await balanceOf('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', testnet)
    expect(answer.status).toBe(502)
  })
})
