import { safeRpcMethods, solanaSafeRpcMethods } from '@portico/core/internal'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../../src/createServer'
import { isGatewayMethodAllowed } from '../../src/rpc/isGatewayMethodAllowed'
import { postToGateway } from '../postToGateway'
import { startTestServer } from '../startTestServer'
import { nastyJson, nastyNumber, nastyText } from './arbitraryFromSchema'
import { fuzzSettings, heapAfterGc, watchProcessErrors } from './fuzzSettings'

// Every JSON-RPC method the gateway forwards, with random and hostile params, against the run's
// real devnet (anvil and the LiteSVM chain): the gateway answers JSON-RPC (a result or an error),
// never a 5xx, never internal text.
let server: CreateServerReturnType
let baseUrl: string
const nodes = inject('rpcUrlByChain')
const solana = inject('solana')

beforeAll(async () => {
  server = await startTestServer({ PORTICO_RPC_RATE_LIMIT: '0', PORTICO_PROJECT_RATE_LIMIT: '0' })
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await server?.close()
})

const evmChain = Object.keys(nodes)[0] as string
const evmMethods = safeRpcMethods.filter((method) =>
  isGatewayMethodAllowed({ method, namespace: 'eip155', upstreamUrl: nodes[evmChain] as string }),
)
// requestAirdrop (forwarded to a loopback node too) is left out: it changes balances that other
// suites of the run read
const solanaMethods = [...solanaSafeRpcMethods]

/** Params a node would take, some of the time: addresses, block tags, hashes, hex quantities. */
const evmParam = fc.oneof(
  fc.constantFrom(
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    'latest',
    'pending',
    'earliest',
    'safe',
    '0x0',
    '0x1',
    `0x${'f'.repeat(64)}`,
    `0x${'0'.repeat(64)}`,
    '0xffffffffffffffffffff',
    { fromBlock: '0x0', toBlock: 'latest' },
    { fromBlock: '0x0', toBlock: '0xffffffffffff' },
    { to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', data: '0x' },
    { to: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', gas: '0xffffffffffffffff' },
  ),
  fc.bigInt({ min: 0n, max: 2n ** 256n }).map((value) => `0x${value.toString(16)}`),
  nastyText,
  nastyNumber,
  nastyJson,
)
const solanaParam = fc.oneof(
  fc.constantFrom(
    ...solana.accounts,
    solana.mints.pUSD,
    '11111111111111111111111111111111',
    { commitment: 'confirmed' },
    { encoding: 'jsonParsed' },
    { encoding: 'base64', commitment: 'finalized' },
    { mint: solana.mints.PTK },
    { limit: 1000 },
  ),
  nastyText,
  nastyNumber,
  nastyJson,
)

type Call = { chainId: string; body: unknown }

const call = (namespace: 'eip155' | 'solana'): fc.Arbitrary<unknown> => {
  const methods = namespace === 'eip155' ? evmMethods : solanaMethods
  const param = namespace === 'eip155' ? evmParam : solanaParam
  return fc.record(
    {
      jsonrpc: fc.oneof({ weight: 8, arbitrary: fc.constant('2.0') }, nastyJson),
      id: fc.oneof({ weight: 8, arbitrary: fc.oneof(fc.nat(), fc.string()) }, nastyJson),
      method: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...methods) }, nastyJson),
      params: fc.oneof(
        { weight: 6, arbitrary: fc.array(param, { maxLength: 4 }) },
        nastyJson,
        fc.dictionary(fc.string(), param, { maxKeys: 3 }),
      ),
    },
    { requiredKeys: ['jsonrpc', 'id', 'method'] },
  )
}

const calls: fc.Arbitrary<Call> = fc.oneof(
  ...[evmChain, solana.caipNetworkId].map((chainId) => {
    const one = call(chainId.startsWith('solana:') ? 'solana' : 'eip155')
    return fc.record({
      chainId: fc.constant(chainId),
      body: fc.oneof({ weight: 4, arbitrary: one }, fc.array(one, { minLength: 0, maxLength: 5 })),
    })
  }),
)

test('every forwarded method answers random and hostile params in JSON-RPC, never a 5xx', async () => {
  expect(evmMethods.length).toBeGreaterThan(20)
  const watch = watchProcessErrors()
  const tally = new Map<string, number>()
  const run = (runs: number) =>
    fc.assert(
      fc.asyncProperty(calls, async ({ chainId, body }) => {
        const { status, json } = await postToGateway(baseUrl, body, {
          query: `chainId=${encodeURIComponent(chainId)}&projectId=portico-local`,
        })
        if (status >= 500)
          throw new Error(`${chainId} ${JSON.stringify(body).slice(0, 300)} → ${status}`)
        const answers = Array.isArray(json) ? json : [json]
        for (const answer of answers) {
          if (answer === undefined) continue
          const kind = answer.error === undefined ? 'result' : `error ${answer.error.code}`
          tally.set(kind, (tally.get(kind) ?? 0) + 1)
          expect(answer.jsonrpc).toBe('2.0')
          expect('result' in answer || 'error' in answer).toBe(true)
          expect(JSON.stringify(answer.error ?? '')).not.toMatch(
            /node_modules|ECONNREFUSED|127\.0\.0\.1:\d+/,
          )
        }
      }),
      fuzzSettings(runs),
    )
  await run(20)
  const before = heapAfterGc()
  await run(300)
  const grown = heapAfterGc() - before
  // how far the calls got: results from the nodes, their errors, the gateway's own refusals
  console.info([...tally].map(([kind, count]) => `${kind}×${count}`).join(' '))
  console.info(`gateway fuzz heap growth: ${(grown / 1024 / 1024).toFixed(1)} MiB`)
  expect(grown).toBeLessThan(16 * 1024 * 1024)
  expect(watch.stop()).toEqual([])
}, 300_000)
