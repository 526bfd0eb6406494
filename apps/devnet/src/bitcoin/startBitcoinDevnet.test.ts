import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bitcoinDevnet } from '../chains'
import { buildBitcoinPayment } from '../testing/buildBitcoinPayment'
import { bitcoinBannerLines } from './bitcoinBannerLines'
import { bitcoinDevnetMinerAddress } from './bitcoinDevnetMiner'
import type { EsploraAddress, EsploraUtxo } from './esplora/esploraAddress'
import type { EsploraTransaction } from './esplora/esploraTransaction'
import type { BitcoinDevnetKey } from './getBitcoinDevnetKeys'
import { type StartBitcoinDevnetReturnType, startBitcoinDevnet } from './startBitcoinDevnet'

// One node for the file: each test spends from accounts no other test touches.
let devnet: StartBitcoinDevnetReturnType
beforeAll(async () => {
  devnet = await startBitcoinDevnet({ port: 0 })
})
afterAll(() => devnet?.stop())

const coin = 100_000_000n
const get = (path: string) => fetch(`${devnet.esploraUrl}${path}`)
const getJson = async <T>(path: string): Promise<T> => {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}
const broadcast = (raw: string) => fetch(`${devnet.esploraUrl}/tx`, { method: 'POST', body: raw })
const balanceOf = async (address: string) => {
  const { chain_stats } = await getJson<EsploraAddress>(`/address/${address}`)
  return BigInt(chain_stats.funded_txo_sum - chain_stats.spent_txo_sum)
}

const buildPayment = (from: BitcoinDevnetKey, to: string, amount: bigint, feeRate: number) =>
  buildBitcoinPayment({ esploraUrl: devnet.esploraUrl, from, to, amount, feeRate })

describe('startBitcoinDevnet', () => {
  test('serves regtest: the tip, the chain id, the funded accounts', async () => {
    expect(devnet.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
    expect(devnet.caipNetworkId).toBe(`bip122:${devnet.genesisHash.slice(0, 32)}`)
    expect(devnet.name).toBe(bitcoinDevnet.name)
    expect(devnet.accounts).toHaveLength(10)
    const height = Number(await (await get('/blocks/tip/height')).text())
    expect(height).toBe(devnet.height())
    // Past the coinbases' maturity: SegWit and CSV are active from 432 on bcoin's regtest.
    expect(height).toBeGreaterThanOrEqual(432)
    expect(await (await get('/blocks/tip/hash')).text()).toMatch(/^[0-9a-f]{64}$/)
    for (const account of devnet.accounts) {
      const answer = await getJson<EsploraAddress>(`/address/${account.address}`)
      expect(answer).toEqual({
        address: account.address,
        chain_stats: {
          funded_txo_count: 1,
          funded_txo_sum: 50 * 1e8,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 1,
        },
        mempool_stats: {
          funded_txo_count: 0,
          funded_txo_sum: 0,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 0,
        },
      })
    }
  })

  test('lists an account’s UTXO: its matured coinbase', async () => {
    const account = devnet.accounts[2] as BitcoinDevnetKey
    const utxos = await getJson<EsploraUtxo[]>(`/address/${account.address}/utxo`)
    expect(utxos).toHaveLength(1)
    const [utxo] = utxos as [EsploraUtxo]
    expect(utxo).toMatchObject({ vout: 0, value: 50 * 1e8, status: { confirmed: true } })
    const tx = await getJson<EsploraTransaction>(`/tx/${utxo.txid}`)
    expect(tx.vin[0]).toMatchObject({ is_coinbase: true, prevout: null })
    expect(tx.vout[0]).toMatchObject({
      scriptpubkey_address: account.address,
      scriptpubkey_type: 'v0_p2wpkh',
      value: 50 * 1e8,
    })
    expect(tx.status).toEqual(utxo.status)
    expect(
      devnet.height() - (utxo.status.confirmed ? utxo.status.block_height : 0),
    ).toBeGreaterThanOrEqual(100)
  })

  test('a signed payment is accepted, mined at once, and shows in balances and histories', async () => {
    const [from, to] = devnet.accounts as [BitcoinDevnetKey, BitcoinDevnetKey]
    const fees = await getJson<Record<string, number>>('/fee-estimates')
    const feeRate = fees['1'] as number
    const amount = (3n * coin) / 2n
    const [fromBefore, toBefore] = [await balanceOf(from.address), await balanceOf(to.address)]
    const heightBefore = devnet.height()
    const tx = await buildPayment(from, to.address, amount, feeRate)
    const { fee } = tx

    const answer = await broadcast(tx.hex)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(await answer.text()).toBe(tx.txid)

    // Confirmed by the time the answer came.
    expect(devnet.height()).toBe(heightBefore + 1)
    const status = await getJson<EsploraTransaction['status']>(`/tx/${tx.txid}/status`)
    expect(status).toMatchObject({ confirmed: true, block_height: heightBefore + 1 })
    expect(await (await get(`/tx/${tx.txid}/hex`)).text()).toBe(tx.hex)
    expect(await balanceOf(from.address)).toBe(fromBefore - amount - fee)
    expect(await balanceOf(to.address)).toBe(toBefore + amount)

    for (const account of [from, to]) {
      const [newest] = await getJson<EsploraTransaction[]>(`/address/${account.address}/txs`)
      expect(newest).toMatchObject({ txid: tx.txid, fee: Number(fee), status })
      expect(newest?.vin[0]?.prevout).toMatchObject({
        scriptpubkey_address: from.address,
        value: 50 * 1e8,
      })
      expect(newest?.vout.map((output) => output.scriptpubkey_address)).toEqual([
        to.address,
        from.address,
      ])
      expect(newest?.weight).toBe(tx.weight)
    }
    const stats = await getJson<EsploraAddress>(`/address/${from.address}`)
    expect(stats.chain_stats).toMatchObject({
      spent_txo_count: 1,
      funded_txo_count: 2,
      tx_count: 2,
    })
  })

  test('a double spend and a resent transaction are refused with the node’s reason', async () => {
    const [, , , from, to, other] = devnet.accounts as BitcoinDevnetKey[] as [
      BitcoinDevnetKey,
      BitcoinDevnetKey,
      BitcoinDevnetKey,
      BitcoinDevnetKey,
      BitcoinDevnetKey,
      BitcoinDevnetKey,
    ]
    const first = await buildPayment(from, to.address, coin, 1)
    const second = await buildPayment(from, other.address, coin, 2)
    expect(second.spends).toEqual(first.spends)
    expect((await broadcast(first.hex)).status).toBe(200)
    const height = devnet.height()

    const doubleSpend = await broadcast(second.hex)
    expect(doubleSpend.status).toBe(400)
    expect(await doubleSpend.text()).toBe('bad-txns-inputs-missingorspent')
    const again = await broadcast(first.hex)
    expect(again.status).toBe(400)
    expect(await again.text()).toBe('txn-already-known')
    expect(devnet.height()).toBe(height)
    expect(await balanceOf(other.address)).toBe(50n * coin)
  })

  test('bad input: invalid addresses 400, unknown transactions and paths 404, bad hex 400', async () => {
    const expectText = async (response: Response, status: number, text: string) => {
      expect(response.status, response.url).toBe(status)
      expect(await response.text()).toBe(text)
    }
    // A mainnet address, a testnet one, and no address at all.
    for (const address of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'not-an-address',
    ]) {
      await expectText(await get(`/address/${address}`), 400, 'Invalid Bitcoin address')
      await expectText(await get(`/address/${address}/utxo`), 400, 'Invalid Bitcoin address')
    }
    const unknown = 'ab'.repeat(32)
    await expectText(await get(`/tx/${unknown}`), 404, 'Transaction not found')
    await expectText(await get(`/tx/${unknown}/status`), 404, 'Transaction not found')
    await expectText(await get(`/tx/${unknown}/hex`), 404, 'Transaction not found')
    await expectText(await get('/tx/1234'), 400, 'Invalid transaction id')
    await expectText(await get('/blocks/tip'), 404, 'Not found')
    await expectText(await get(`/tx/${unknown}/outspends`), 404, 'Not found')
    await expectText(await broadcast('zz'), 400, 'TX decode failed')
    await expectText(await broadcast('0200'), 400, 'TX decode failed')
    const put = await fetch(`${devnet.esploraUrl}/tx`, { method: 'PUT', body: '00' })
    expect(put.status).toBe(405)
    const tooLarge = await broadcast('00'.repeat(600_000)).catch(() => undefined)
    if (tooLarge) expect(tooLarge.status).toBe(413)
    const preflight = await fetch(`${devnet.esploraUrl}/tx`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })

  test('fee estimates: sat/vB by confirmation target, never under the minimum relay rate', async () => {
    const fees = await getJson<Record<string, number>>('/fee-estimates')
    for (const target of ['1', '2', '3', '6', '144']) {
      expect(typeof fees[target]).toBe('number')
      expect(fees[target]).toBeGreaterThanOrEqual(1)
    }
  })

  test('pages an address’s history newest first, 25 at a time', async () => {
    const miner = bitcoinDevnetMinerAddress()
    const first = await getJson<EsploraTransaction[]>(`/address/${miner}/txs`)
    expect(first).toHaveLength(25)
    const last = first.at(-1) as EsploraTransaction
    const next = await getJson<EsploraTransaction[]>(`/address/${miner}/txs/chain/${last.txid}`)
    expect(next).toHaveLength(25)
    const heights = [...first, ...next].map((tx) =>
      tx.status.confirmed ? tx.status.block_height : 0,
    )
    expect(heights).toEqual([...heights].sort((a, b) => b - a))
    expect(new Set(heights).size).toBe(50)
    expect(heights[0]).toBe(devnet.height())
    const unknown = await getJson<EsploraTransaction[]>(
      `/address/${miner}/txs/chain/${'cd'.repeat(32)}`,
    )
    expect(unknown).toEqual([])
  })

  test('mine() adds blocks, to an address when given; the banner names the API and keys', async () => {
    const height = devnet.height()
    const account = devnet.accounts[9] as BitcoinDevnetKey
    const hashes = await devnet.mine(2, account.address)
    expect(hashes).toHaveLength(2)
    expect(devnet.height()).toBe(height + 2)
    expect(await (await get('/blocks/tip/hash')).text()).toBe(hashes[1])
    const stats = await getJson<EsploraAddress>(`/address/${account.address}`)
    expect(stats.chain_stats.funded_txo_count).toBe(3)
    await expect(devnet.mine(0)).rejects.toThrow(RangeError)
    await expect(devnet.mine(1, 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).rejects.toThrow(
      'not a regtest address',
    )
    const banner = bitcoinBannerLines(devnet, { accounts: 'all' }).join('\n')
    expect(banner).toContain(devnet.esploraUrl)
    expect(banner).toContain(devnet.caipNetworkId)
    for (const key of devnet.accounts) expect(banner).toContain(`${key.address}  ${key.wif}`)
  })

  test('a second devnet runs beside this one (bcoin binds no fixed port of its own)', async () => {
    const other = await startBitcoinDevnet({ port: 0 })
    try {
      expect(other.esploraUrl).not.toBe(devnet.esploraUrl)
      expect(await (await fetch(`${other.esploraUrl}/blocks/tip/height`)).text()).toBe(
        String(other.height()),
      )
    } finally {
      await other.stop()
    }
  })
})
