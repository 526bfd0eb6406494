// Sign-in figures (printed, never pass/fail): server time of `POST /v1/siwx/verify` for an EOA
// (parse, origin/chain/time rules, nonce lookup, ecrecover, nonce consumed + session stored in one
// transaction), over loopback HTTP against the server on PGlite in memory. Messages and
// signatures are made beforehand, so the figures are the server's alone.
//  1. sequential: one request at a time — latency per request (median, p95, max);
//  2. concurrent: SIWX_BENCH_CONCURRENCY requests in flight — verifications per second.
// EOA verification never calls the chain, so no devnet is started (the upstream is never asked).
//
//   npx tsx bench/siwx.bench.ts            (or npm run bench -- siwx)
//   SIWX_BENCH_REQUESTS=1000 SIWX_BENCH_CONCURRENCY=20 npx tsx bench/siwx.bench.ts
import { formatSiwxMessage } from '@portico/core/siwx'
import { mnemonicToAccount } from 'viem/accounts'
import { loadConfig } from '../apps/server/src/config'
import { createServer } from '../apps/server/src/createServer'

const requests = Number(process.env.SIWX_BENCH_REQUESTS ?? 300)
const concurrency = Number(process.env.SIWX_BENCH_CONCURRENCY ?? 10)
const origin = 'http://localhost:3000'
const projectId = 'portico-local'
const account = mnemonicToAccount('test test test test test test test test test test test junk')

const server = await createServer(
  loadConfig({
    PORTICO_DEV: '1',
    PORT: '0',
    DATABASE_URL: 'memory://',
    PORTICO_RPC_URLS: 'eip155:31337=http://127.0.0.1:9',
    PORTICO_ALLOWED_ORIGINS: origin,
    PORTICO_LOG_LEVEL: 'silent',
    PORTICO_INDEXER: 'off',
    PORTICO_SIWX_RATE_LIMIT: '1000000',
  }),
)

type Signed = { message: string; signature: string }

async function prepare(count: number, base: string): Promise<Signed[]> {
  const signed: Signed[] = []
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${base}/v1/siwx/nonce?projectId=${projectId}`)
    const { nonce } = (await response.json()) as { nonce: string }
    const message = formatSiwxMessage({
      domain: 'localhost:3000',
      accountAddress: account.address,
      statement: 'Sign in to Portico',
      uri: origin,
      version: '1',
      chainId: 'eip155:31337',
      nonce,
      issuedAt: new Date().toISOString(),
    })
    signed.push({ message, signature: await account.signMessage({ message }) })
  }
  return signed
}

async function verify(base: string, { message, signature }: Signed): Promise<number> {
  const started = performance.now()
  const response = await fetch(`${base}/v1/siwx/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ projectId, message, signature }),
  })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`verify answered ${response.status}`)
  return performance.now() - started
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN

try {
  const base = await server.app.listen({ port: 0, host: '127.0.0.1' })
  await Promise.all((await prepare(20, base)).map((signed) => verify(base, signed))) // warm-up

  const sequential = await prepare(requests, base)
  const times: number[] = []
  for (const signed of sequential) times.push(await verify(base, signed))
  times.sort((a, b) => a - b)
  console.log(
    `sequential, ${requests} EOA verifications: median ${quantile(times, 0.5).toFixed(2)} ms, ` +
      `p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${(times.at(-1) ?? 0).toFixed(2)} ms`,
  )

  const parallel = await prepare(requests, base)
  const started = performance.now()
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < parallel.length) {
        const signed = parallel[next++] as Signed
        await verify(base, signed)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  console.log(
    `concurrent (${concurrency} in flight), ${requests} EOA verifications: ` +
      `${(requests / seconds).toFixed(0)} verifications/s (${((seconds * 1000) / requests).toFixed(2)} ms each on average)`,
  )
  console.log(
    `load average at the end: ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
} finally {
  await server.close()
}
