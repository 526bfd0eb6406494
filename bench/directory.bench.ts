// Wallet directory figures (printed, never pass/fail): requests/s and latency on loopback with
// autocannon against the server on PGlite in memory, seeded from apps/server/data/wallets.json —
//  1. GET /getWallets?search=wallet&entries=100 (the kit's search: a name match, page of 100);
//  2. GET /getWallets?search=rain (one match);
//  3. GET /getWallets (page 1 of 40, no filter);
//  4. GET /getWalletImage/metamask (an image, with its ETag).
//
//   npx tsx bench/directory.bench.ts            (or npm run bench -- directory)
//   DIRECTORY_BENCH_SECONDS=20 DIRECTORY_BENCH_CONNECTIONS=50 npx tsx bench/directory.bench.ts
import autocannon from 'autocannon'
import { loadConfig } from '../apps/server/src/config'
import { createServer } from '../apps/server/src/createServer'

const seconds = Number(process.env.DIRECTORY_BENCH_SECONDS ?? 10)
const connections = Number(process.env.DIRECTORY_BENCH_CONNECTIONS ?? 10)

const server = await createServer(
  loadConfig({
    PORTICO_DEV: '1',
    PORT: '0',
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    PORTICO_LOG_LEVEL: 'silent',
    PORTICO_INDEXER: 'off',
  }),
)
try {
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' })
  const query = 'projectId=portico-local&st=bench&sv=0'
  const targets = [
    ['search "wallet" (page of 100)', `/getWallets?${query}&search=wallet&entries=100`],
    ['search "rain"', `/getWallets?${query}&search=rain`],
    ['page 1 of 40', `/getWallets?${query}`],
    ['wallet image', '/getWalletImage/metamask'],
  ] as const
  for (const [label, path] of targets) {
    const probe = await fetch(`${base}${path}`)
    const detail = path.startsWith('/getWallets')
      ? `${((await probe.json()) as { count: number }).count} matching`
      : `${(await probe.text()).length} bytes`
    const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds })
    const bad = result.non2xx + result.errors + result.timeouts
    console.log(
      `${label} (${detail}): ${result.requests.average.toFixed(0)} req/s, latency p50 ` +
        `${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms ` +
        `(${result.requests.total} requests, ${connections} connections, ${seconds} s, ${bad} failed)`,
    )
  }
} finally {
  await server.close()
}
