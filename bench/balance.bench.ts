// Balance route figures (printed, never pass/fail): requests/s and latency of
// `GET /v1/account/:address/balance` on loopback with autocannon, against a fresh devnet and
// the server on PGlite in memory —
//  1. cached (the usual case: one chain read, then 30 s of cache hits);
//  2. forceUpdate=true (every request reads the chain: one Multicall3 eth_call + the pool reads).
//
//   npx tsx bench/balance.bench.ts            (or npm run bench -- balance)
//   BALANCE_BENCH_SECONDS=20 BALANCE_BENCH_CONNECTIONS=50 npx tsx bench/balance.bench.ts
import { startDevnet } from '@portico/devnet'
import autocannon from 'autocannon'
import { devnetTokenListsPath } from '../apps/server/src/balances/loadTokenLists'
import { loadConfig } from '../apps/server/src/config'
import { createServer } from '../apps/server/src/createServer'

const seconds = Number(process.env.BALANCE_BENCH_SECONDS ?? 10)
const connections = Number(process.env.BALANCE_BENCH_CONNECTIONS ?? 10)

const devnet = await startDevnet({ chains: [31337], ports: { 31337: 0 } })
const server = await createServer(
  loadConfig({
    PORTICO_DEV: '1',
    PORT: '0',
    DATABASE_URL: 'memory://',
    PORTICO_RPC_URLS: devnet.chains
      .map((chain) => `${chain.caipNetworkId}=${chain.rpcUrl}`)
      .join(','),
    PORTICO_TOKEN_LISTS: devnetTokenListsPath,
    PORTICO_LOG_LEVEL: 'silent',
    PORTICO_INDEXER: 'off',
    // the bench measures the route from one address, not the per-address limiter
    PORTICO_API_RATE_LIMIT: '0',
    PORTICO_PROJECT_RATE_LIMIT: '0',
  }),
)
try {
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' })
  const account = devnet.accounts[0]?.address as string
  const url = `${base}/v1/account/${account}/balance?currency=usd&chainId=eip155:31337&projectId=portico-local`
  const first = await fetch(url)
  const body = (await first.json()) as { balances: { symbol: string; value: number }[] }
  console.log(
    `account 0 holds ${body.balances.map((item) => `${item.symbol} $${item.value.toFixed(2)}`).join(', ')}`,
  )

  const run = async (label: string, target: string) => {
    const result = await autocannon({ url: target, connections, duration: seconds })
    const bad = result.non2xx + result.errors + result.timeouts
    console.log(
      `${label}: ${result.requests.average.toFixed(0)} req/s, latency p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, max ${result.latency.max} ms ` +
        `(${result.requests.total} requests, ${connections} connections, ${seconds} s, ${bad} failed)`,
    )
  }
  await run('cached balance', url)
  await run('forceUpdate=true (chain read each time)', `${url}&forceUpdate=true`)
} finally {
  await server.close()
  await devnet.stop()
}
