// Unit tests of the Esplora client's URLs and parsers, with `fetch` faked at the HTTP boundary
// (the answers in the shapes Blockstream's Esplora documents). The client against the real devnet:
// createBitcoinAdapter.test.ts.
import { describe, expect, it } from 'vitest'
import { BitcoinEsploraError } from '../errors'
import { createEsploraClient } from './createEsploraClient'
import { esploraUrl } from './esploraRequest'

const address = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
const txid = 'a'.repeat(64)

function fakeFetch(answers: Record<string, { status?: number; body: string }>) {
  const calls: { url: string; init: RequestInit | undefined }[] = []
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init })
    const path = new URL(url).pathname.replace(/^\/v1\/esplora\/bip122:[0-9a-f]+/, '')
    const answer = answers[path]
    if (!answer) return new Response('Not found', { status: 404 })
    return new Response(answer.body, { status: answer.status ?? 200 })
  }
  return { fetch, calls }
}

const gateway =
  'http://127.0.0.1:8080/v1/esplora/bip122:0f9188f13cb7b2c71f2a335e3a4fc328?projectId=p1'
const status = {
  confirmed: true,
  block_height: 102,
  block_hash: 'b'.repeat(64),
  block_time: 1_700_000_000,
}
const stats = (funded: number, spent: number) => ({
  funded_txo_count: 2,
  funded_txo_sum: funded,
  spent_txo_count: 1,
  spent_txo_sum: spent,
  tx_count: 3,
})
const tx = {
  txid,
  version: 2,
  locktime: 0,
  size: 222,
  weight: 561,
  fee: 141,
  vin: [
    {
      txid: 'c'.repeat(64),
      vout: 0,
      prevout: {
        scriptpubkey: `0014${'11'.repeat(20)}`,
        scriptpubkey_address: address,
        value: 5_000_000_000,
      },
      is_coinbase: false,
      sequence: 4294967293,
    },
  ],
  vout: [{ scriptpubkey: `0014${'22'.repeat(20)}`, value: 100_000_000 }],
  status,
}

describe('esploraUrl', () => {
  it('appends the path to the base pathname and keeps its query', () => {
    expect(esploraUrl(gateway, '/tx/abc/status')).toBe(
      'http://127.0.0.1:8080/v1/esplora/bip122:0f9188f13cb7b2c71f2a335e3a4fc328/tx/abc/status?projectId=p1',
    )
    expect(esploraUrl('http://127.0.0.1:18443/', '/blocks/tip/height')).toBe(
      'http://127.0.0.1:18443/blocks/tip/height',
    )
    expect(esploraUrl('https://blockstream.info/testnet/api', '/fee-estimates')).toBe(
      'https://blockstream.info/testnet/api/fee-estimates',
    )
  })
})

describe('createEsploraClient', () => {
  it('reads the tip, an address, its UTXOs and transactions, a transaction and its status', async () => {
    const { fetch, calls } = fakeFetch({
      '/blocks/tip/height': { body: '102' },
      [`/address/${address}`]: {
        body: JSON.stringify({
          address,
          chain_stats: stats(5_100_000_000, 5_000_000_000),
          mempool_stats: stats(7, 0),
        }),
      },
      [`/address/${address}/utxo`]: {
        body: JSON.stringify([
          { txid, vout: 1, value: 99_999_859, status },
          { txid: 'd'.repeat(64), vout: 0, value: 7, status: { confirmed: false } },
        ]),
      },
      [`/address/${address}/txs`]: { body: JSON.stringify([tx]) },
      [`/address/${address}/txs/chain/${txid}`]: { body: '[]' },
      [`/tx/${txid}`]: { body: JSON.stringify(tx) },
      [`/tx/${txid}/status`]: { body: JSON.stringify({ confirmed: false }) },
      '/fee-estimates': { body: JSON.stringify({ '1': 20.5, '6': 3.2, '144': 1 }) },
    })
    const esplora = createEsploraClient({ baseUrl: gateway, fetch })
    expect(await esplora.getTipHeight()).toBe(102)
    expect(await esplora.getAddressStats(address)).toEqual({
      address,
      chain: {
        fundedTxoCount: 2,
        fundedTxoSum: 5_100_000_000n,
        spentTxoCount: 1,
        spentTxoSum: 5_000_000_000n,
        txCount: 3,
      },
      mempool: {
        fundedTxoCount: 2,
        fundedTxoSum: 7n,
        spentTxoCount: 1,
        spentTxoSum: 0n,
        txCount: 3,
      },
    })
    expect(await esplora.getUtxos(address)).toEqual([
      {
        txid,
        vout: 1,
        value: 99_999_859n,
        status: {
          confirmed: true,
          blockHeight: 102,
          blockHash: 'b'.repeat(64),
          blockTime: 1_700_000_000,
        },
      },
      { txid: 'd'.repeat(64), vout: 0, value: 7n, status: { confirmed: false } },
    ])
    const [listed] = await esplora.getAddressTransactions(address)
    expect(listed?.fee).toBe(141n)
    expect(listed?.vin[0]?.prevout?.value).toBe(5_000_000_000n)
    expect(listed?.vout[0]?.scriptpubkeyAddress).toBeUndefined()
    expect(await esplora.getAddressTransactions(address, txid)).toEqual([])
    expect((await esplora.getTransaction(txid)).weight).toBe(561)
    expect(await esplora.getTxStatus(txid)).toEqual({ confirmed: false })
    expect(await esplora.getFeeEstimates()).toEqual({ '1': 20.5, '6': 3.2, '144': 1 })
    // Every request kept the gateway's project id.
    expect(calls.every((c) => new URL(c.url).searchParams.get('projectId') === 'p1')).toBe(true)
  })

  it('broadcasts the raw hex as text/plain and returns the txid', async () => {
    const { fetch, calls } = fakeFetch({ '/tx': { body: txid.toUpperCase() } })
    const esplora = createEsploraClient({ baseUrl: gateway, fetch })
    expect(await esplora.broadcast('0200ff')).toBe(txid)
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      body: '0200ff',
      headers: { 'content-type': 'text/plain' },
    })
  })

  it('throws BitcoinEsploraError with the status and the server text, never the query', async () => {
    const { fetch } = fakeFetch({
      '/tx': { status: 400, body: 'sendrawtransaction RPC error: bad-txns-inputs-missingorspent' },
    })
    const esplora = createEsploraClient({ baseUrl: gateway, fetch })
    const error = await esplora.broadcast('00').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BitcoinEsploraError)
    expect(error).toMatchObject({
      shortMessage: 'Esplora request failed with status 400',
      status: 400,
      path: '/tx',
      text: 'sendrawtransaction RPC error: bad-txns-inputs-missingorspent',
    })
    expect((error as Error).message).not.toContain('p1')
    await expect(esplora.getTxStatus(txid)).rejects.toMatchObject({
      status: 404,
      text: 'Not found',
    })
  })

  it('throws when no answer comes (status 0)', async () => {
    const esplora = createEsploraClient({
      baseUrl: gateway,
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(esplora.getTipHeight()).rejects.toMatchObject({
      shortMessage: 'Esplora request failed',
      status: 0,
      text: 'no answer',
    })
  })

  it.each([
    ['/blocks/tip/height', 'tip', 'not a height'],
    [
      `/address/${address}`,
      '{"address":"x","chain_stats":{}}',
      'chain_stats.funded_txo_count is not a whole number',
    ],
    [`/address/${address}/utxo`, '{}', 'not a list'],
    [
      `/address/${address}/utxo`,
      '[{"txid":"a","vout":0,"value":-1,"status":{"confirmed":true}}]',
      'utxo[0].value is not a whole number',
    ],
    [`/tx/${txid}/status`, '{"confirmed":"yes"}', 'status.confirmed is not a boolean'],
    [`/tx/${txid}`, '{"txid":"a"}', 'transaction lacks vin or vout'],
    ['/fee-estimates', '{"six":1}', 'fee estimate six is not a target and a rate'],
    ['/fee-estimates', '<html>', 'not JSON'],
  ])('refuses a malformed answer of %s', async (path, body, what) => {
    const { fetch } = fakeFetch({ [path]: { body } })
    const esplora = createEsploraClient({ baseUrl: gateway, fetch })
    const read = {
      '/blocks/tip/height': () => esplora.getTipHeight(),
      [`/address/${address}`]: () => esplora.getAddressStats(address),
      [`/address/${address}/utxo`]: () => esplora.getUtxos(address),
      [`/tx/${txid}/status`]: () => esplora.getTxStatus(txid),
      [`/tx/${txid}`]: () => esplora.getTransaction(txid),
      '/fee-estimates': () => esplora.getFeeEstimates(),
    }[path]
    await expect(read?.()).rejects.toMatchObject({
      status: 200,
      text: `unexpected answer: ${what}`,
    })
  })
})
