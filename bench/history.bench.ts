// History indexer and history route figures (printed, never pass/fail):
//  1. indexer throughput on a fresh devnet chain whose every block holds a transfer (300 blocks:
//     native sends and ERC-20 transfers, one a block): blocks/s and transfers/s from block 0 to
//     head. 2,000 empty blocks are then indexed and timed apart, so they do not pad the figure;
//  2. history route latency (p50/p99) over HTTP — a listening Fastify app with the real route,
//     its zod validation and JSON serialization, called with fetch on loopback — with 1,000,000
//     generated rows for one account, first and deep pages, on PGlite and on PostgreSQL when
//     DATABASE_URL is set. The database call alone is printed next to it (the HTTP share).
//
//   npx tsx bench/history.bench.ts            (or npm run bench)
//   HISTORY_BENCH_ROWS=200000 npx tsx bench/history.bench.ts
import { performance } from 'node:perf_hooks'
import { isTransactionHash } from '@portico/core'
import { devnetTokenAbi, getDevnetContracts, startDevnet } from '@portico/devnet'
import Fastify from 'fastify'
import { createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type Database, openDatabase } from '../apps/server/src/db/openDatabase'
import { decodeHistoryCursor } from '../apps/server/src/history/decodeHistoryCursor'
import {
  encodeHistoryCursor,
  type HistoryCursor,
} from '../apps/server/src/history/encodeHistoryCursor'
import { historyRoute } from '../apps/server/src/history/historyRoute'
import { indexerConfigDefaults } from '../apps/server/src/history/loadIndexerConfig'
import { nativeCurrencyOf } from '../apps/server/src/history/nativeCurrencyOf'
import { readHistoryPage } from '../apps/server/src/history/readHistoryPage'
import { startHistoryIndexer } from '../apps/server/src/history/startHistoryIndexer'

const rows = Number(process.env.HISTORY_BENCH_ROWS ?? 1_000_000)
const pageSamples = 200
const benchChain = 'eip155:990001'
const account = '0x00000000000000000000000000000000000a11ce'
const other = '0x0000000000000000000000000000000000000b0b'
const token = '0x00000000000000000000000000000000000070c0'

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN
}
const ms = (value: number) => `${value.toFixed(2)} ms`

async function indexerThroughput() {
  const devnet = await startDevnet({ chains: [31339], ports: { 31339: 0 } })
  const database = await openDatabase({ driver: 'pglite', dataDir: undefined })
  try {
    const rpcUrl = devnet.chains[0]?.rpcUrl as string
    const wallet = createWalletClient({
      account: privateKeyToAccount(devnet.accounts[1]?.privateKey as Hex),
      chain: {
        id: 31339,
        name: 'bench',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [rpcUrl] } },
      },
      transport: http(rpcUrl),
    })
    const { PTK } = getDevnetContracts()
    for (let index = 0; index < 300; index++) {
      const to = privateKeyToAccount(`0x${(index + 1).toString(16).padStart(64, '0')}`).address
      if (index % 2 === 0) await wallet.sendTransaction({ to, value: parseEther('0.001') })
      else
        await wallet.writeContract({
          address: PTK,
          abi: devnetTokenAbi,
          functionName: 'transfer',
          args: [to, 1000n],
        })
    }
    const timeSync = async () => {
      let blocks = 0
      let transfers = 0
      const started = performance.now()
      const indexer = await startHistoryIndexer({
        db: database.db,
        chains: [{ caipNetworkId: 'eip155:31339', url: rpcUrl }],
        config: {
          ...indexerConfigDefaults,
          pollIntervalMs: 60_000,
          startBlocks: {},
          spamTokens: [],
        },
        timeoutMs: 30_000,
        onStep: (_chain, step) => {
          blocks += step.blocks
          transfers += step.transfers
        },
      })
      await indexer.sync()
      const seconds = (performance.now() - started) / 1000
      await indexer.stop()
      return { blocks, transfers, seconds }
    }
    const busy = await timeSync()
    console.log(
      `indexer (PGlite, devnet, ${indexerConfigDefaults.batchBlocks}-block steps), every block with a transfer: ${busy.blocks} blocks, ${busy.transfers} transfers in ${busy.seconds.toFixed(2)} s → ${(busy.blocks / busy.seconds).toFixed(0)} blocks/s, ${(busy.transfers / busy.seconds).toFixed(0)} transfers/s`,
    )
    // Then empty blocks, as on a quiet chain, timed on their own (the indexer resumes at its cursor).
    await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x7d0'] }),
    })
    const empty = await timeSync()
    console.log(
      `indexer, empty blocks only: ${empty.blocks} blocks in ${empty.seconds.toFixed(2)} s → ${(empty.blocks / empty.seconds).toFixed(0)} blocks/s (${empty.transfers} transfers)`,
    )
  } finally {
    await database.close()
    await devnet.stop()
  }
}

async function generate(db: Database) {
  await db.execute(`delete from history_transfers where chain_id = '${benchChain}'`)
  await db.execute(`delete from history_account_transactions where chain_id = '${benchChain}'`)
  await db.execute(`delete from history_tokens where chain_id = '${benchChain}'`)
  const started = performance.now()
  // Four transactions a block, one block every 12 s; one in three native, the rest a token;
  // the account alternately sends and receives. (Plain SQL text: every value is a constant here.)
  await db.execute(`
    insert into history_transfers (chain_id, tx_hash, log_index, block_number, block_hash,
      tx_index, mined_at, from_address, to_address, token_address, amount, status)
    select '${benchChain}', '0x' || lpad(to_hex(g), 64, '0'), case when g % 3 = 0 then -1 else 0 end,
      g / 4, '0x' || lpad(to_hex(g / 4), 64, '0'), g % 4,
      timestamptz '2020-01-01 00:00:00+00' + (g / 4) * interval '12 seconds',
      case when g % 2 = 0 then '${account}' else '${other}' end,
      case when g % 2 = 0 then '${other}' else '${account}' end,
      case when g % 3 = 0 then null else '${token}' end, (g::numeric * 1000), 'confirmed'
    from generate_series(1, ${Math.floor(rows)}::int) as g`)
  await db.execute(`
    insert into history_account_transactions (chain_id, address, tx_hash, block_number, tx_index,
      mined_at)
    select chain_id, '${account}', tx_hash, block_number, tx_index, mined_at
    from history_transfers where chain_id = '${benchChain}'`)
  await db.execute(`
    insert into history_tokens (chain_id, address, name, symbol, decimals, fetched_at)
    values ('${benchChain}', '${token}', 'Bench USD', 'BUSD', 6, now())`)
  await db.execute(`analyze history_transfers`)
  await db.execute(`analyze history_account_transactions`)
  return (performance.now() - started) / 1000
}

async function pageLatency(label: string, db: Database) {
  const seconds = await generate(db)
  console.log(`${label}: generated ${rows} rows for one account in ${seconds.toFixed(1)} s`)

  // Cursors spread over the whole history, collected by walking from deep positions.
  const cursors: (HistoryCursor | undefined)[] = [undefined]
  for (let index = 1; index < pageSamples; index++) {
    const position = Math.floor((index / pageSamples) * rows)
    cursors.push({
      minedAt: Date.parse('2020-01-01T00:00:00Z') + Math.floor(position / 4) * 12_000,
      chainId: benchChain,
      blockNumber: Math.floor(position / 4),
      txIndex: position % 4,
    })
  }
  const app = Fastify({ logger: false })
  await app.register(historyRoute, { db, chains: [benchChain] })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    for (const chainId of [benchChain, undefined]) {
      const http: number[] = []
      const direct: number[] = []
      let items = 0
      for (const round of [0, 1])
        for (const cursor of cursors) {
          const query = new URLSearchParams()
          if (chainId) query.set('chainId', chainId)
          if (cursor) query.set('cursor', encodeHistoryCursor(cursor))
          let started = performance.now()
          const response = await fetch(`${base}/v1/account/${account}/history?${query}`)
          const page = (await response.json()) as {
            data: { metadata: { hash: string } }[]
            next: string | null
          }
          if (round === 1) http.push(performance.now() - started)
          if (response.status !== 200) throw new Error(`history answered ${response.status}`)
          items += page.data.length
          if (page.next !== null) decodeHistoryCursor(page.next)
          if (!page.data.every((item) => isTransactionHash(item.metadata.hash)))
            throw new Error('bad')
          started = performance.now()
          await readHistoryPage({
            db,
            address: account,
            chainId,
            cursor,
            nativeCurrency: nativeCurrencyOf,
          })
          if (round === 1) direct.push(performance.now() - started)
        }
      console.log(
        `${label}: GET /v1/account/:account/history (${chainId ?? 'all chains'}, ${pageSamples} positions, ${items / 2 / pageSamples} items/page) over HTTP: p50 ${ms(quantile(http, 0.5))}, p99 ${ms(quantile(http, 0.99))}, max ${ms(Math.max(...http))}; database call alone: p50 ${ms(quantile(direct, 0.5))}, p99 ${ms(quantile(direct, 0.99))}`,
      )
    }
  } finally {
    await app.close()
  }
  const hashes = Array.from(
    { length: 50 },
    (_, index) => `'0x${(index + 5000).toString(16).padStart(64, '0')}'`,
  )
  const plans = {
    'deep page, one chain': `select * from history_account_transactions
      where chain_id = '${benchChain}' and address = '${account}'
        and (block_number, tx_index) < (${Math.floor(rows / 8)}, 2)
      order by block_number desc nulls last, tx_index desc nulls last limit 51`,
    'deep page, all chains': `select * from history_account_transactions
      where address = '${account}' and mined_at <= '2020-01-02T00:00:00Z'
      order by mined_at desc nulls last, chain_id, block_number desc nulls last,
        tx_index desc nulls last limit 51`,
    "the page's transfers": `select * from history_transfers
      where chain_id in ('${benchChain}') and tx_hash in (${hashes.join(',')})
        and (from_address = '${account}' or to_address = '${account}')`,
  }
  for (const [name, query] of Object.entries(plans)) {
    const plan = await db.execute(`explain ${query}`)
    const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((row) =>
      String(Object.values(row)[0]).trim(),
    )
    console.log(`${label}: plan of ${name}: ${lines.slice(0, 2).join(' / ').slice(0, 200)}`)
  }
  await db.execute(`delete from history_transfers where chain_id = '${benchChain}'`)
  await db.execute(`delete from history_account_transactions where chain_id = '${benchChain}'`)
  await db.execute(`delete from history_tokens where chain_id = '${benchChain}'`)
}

await indexerThroughput()
const pglite = await openDatabase({ driver: 'pglite', dataDir: undefined })
try {
  await pageLatency('PGlite', pglite.db)
} finally {
  await pglite.close()
}
if (process.env.DATABASE_URL) {
  const postgres = await openDatabase({ driver: 'postgres', url: process.env.DATABASE_URL })
  try {
    await pageLatency('PostgreSQL', postgres.db)
  } finally {
    await postgres.close()
  }
} else console.log('PostgreSQL: skipped (set DATABASE_URL to measure it)')
