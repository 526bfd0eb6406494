import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../../src/createServer'
import { startTestServer } from '../startTestServer'
import {
  type JsonSchema,
  nastyJson,
  nastyText,
  validFromSchema,
  wildFromSchema,
} from './arbitraryFromSchema'
import { fuzzSettings, heapAfterGc, watchProcessErrors } from './fuzzSettings'

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

// Every HTTP route of the server, fuzzed from its own OpenAPI document (made from the routes' zod
// schemas): values inside the schema and outside it, fields missing and duplicated, bodies of the
// wrong type and past the size limit. No answer may be a 5xx, none may carry internal text.
type Parameter = {
  in: 'query' | 'path' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema?: JsonSchema
}
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
}
type Route = { method: 'GET' | 'POST'; path: string; operation: Operation }

let server: CreateServerReturnType
let routes: Route[] = []

beforeAll(async () => {
  server = await startTestServer({
    // rate limits off: the fuzz is to reach the handlers, not the limiter
    PORTICO_RPC_RATE_LIMIT: '0',
    PORTICO_API_RATE_LIMIT: '0',
    PORTICO_PROJECT_RATE_LIMIT: '0',
    PORTICO_SIWX_RATE_LIMIT: '1000000',
  })
  await server.app.ready()
  const document = server.app.swagger() as { paths: Record<string, Record<string, Operation>> }
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as Route['method'],
      path,
      operation,
    })),
  )
})
afterAll(async () => {
  await server?.close()
})

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)

/** Values a caller would really send, per parameter name, so most requests pass validation. */
function hintsFor(name: string): fc.Arbitrary<string> | undefined {
  return hintValue(name) as fc.Arbitrary<string> | undefined
}

function hintValue(name: string): fc.Arbitrary<unknown> | undefined {
  const chains = Object.keys(inject('rpcUrlByChain'))
  const solana = inject('solana')
  const accounts = [
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    '0x0000000000000000000000000000000000000000',
    ...solana.accounts,
  ]
  switch (name) {
    case 'projectId':
      return fc.constant('portico-local')
    case 'chainId':
      return fc.constantFrom(...chains, solana.caipNetworkId)
    case 'address':
    case 'account':
    case 'sender':
      return fc.oneof(
        fc.constantFrom(...accounts),
        fc
          .constantFrom(...chains, solana.caipNetworkId)
          .chain((chain) => fc.constantFrom(...accounts).map((address) => `${chain}:${address}`)),
      )
    case 'currency':
      return fc.constant('usd')
    case 'st':
      return fc.constant('appkit')
    case 'sv':
      return fc.constant('html-wagmi-1.0.0')
    default:
      return undefined
  }
}

/** One request to `route`: parameters and body from the schema or outside it. */
function requestFor(route: Route): fc.Arbitrary<InjectOptions> {
  return fc.oneof(requestOf(route, true), requestOf(route, false), requestOf(route, false))
}

/** `clean`: what a caller would send (hints, else schema values; no extra or repeated fields). */
function requestOf(route: Route, clean: boolean): fc.Arbitrary<InjectOptions> {
  const parameters = route.operation.parameters ?? []
  const inPath = parameters.filter((parameter) => parameter.in === 'path')
  const inQuery = parameters.filter((parameter) => parameter.in === 'query')
  const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema
  const value = ({ name, schema }: { name: string; schema?: JsonSchema | undefined }) => {
    const hint = hintsFor(name)
    return fc
      .oneof(
        { weight: hint === undefined ? 0 : 12, arbitrary: hint ?? fc.constant('') },
        { weight: clean && hint !== undefined ? 0 : 2, arbitrary: validFromSchema(schema) },
        { weight: clean ? 0 : 1, arbitrary: wildFromSchema(schema) },
      )
      .map(asText)
  }
  const pathValues = fc.tuple(...inPath.map(value))
  // every known parameter, then some dropped, repeated or unknown ones
  const known = fc.tuple(
    ...inQuery.map((parameter) =>
      fc.tuple(
        fc.constant(parameter.name),
        value(parameter),
        clean
          ? fc.constantFrom(
              ...(parameter.required === true || hintsFor(parameter.name) ? [2] : [0, 0, 2]),
            )
          : fc.nat({ max: 9 }),
      ),
    ),
  )
  const query = fc
    .tuple(known, fc.array(fc.tuple(nastyText, nastyText), { maxLength: clean ? 0 : 2 }))
    .map(([pairs, unknown]) => [
      // 0: dropped, 1: twice, else once
      ...pairs.flatMap(([name, text, roll]): [string, string][] =>
        roll === 0
          ? []
          : roll === 1
            ? [
                [name, text],
                [name, text],
              ]
            : [[name, text]],
      ),
      ...unknown,
    ])
  const body = fc.oneof(
    {
      weight: clean ? 20 : 4,
      arbitrary: validFromSchema(bodySchema, hintValue).map((json) => ({ json })),
    },
    { weight: clean ? 0 : 4, arbitrary: wildFromSchema(bodySchema).map((json) => ({ json })) },
    { weight: clean ? 0 : 1, arbitrary: nastyText.map((raw) => ({ raw })) },
    { weight: clean ? 0 : 1, arbitrary: nastyJson.map((json) => ({ json })) },
    // past the body limit (1 MiB by default)
    { weight: clean ? 0 : 1, arbitrary: fc.constant({ raw: `"${'a'.repeat(1_100_000)}"` }) },
  )
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    {
      weight: clean ? 0 : 1,
      arbitrary: fc.constantFrom(
        'application/json; charset=utf-8',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
      ),
    },
  )
  const headers = fc.record(
    {
      cookie: fc.oneof(
        nastyText,
        fc.string().map((text) => `portico_session=${text}`),
      ),
      origin: fc.oneof(nastyText, fc.constant('http://localhost:3000')),
      'x-forwarded-for': nastyText,
    },
    { requiredKeys: [] },
  )
  return fc
    .record({ pathValues, query, body, contentType, headers })
    .map(
      ({ pathValues: values, query: pairs, body: payload, contentType: type, headers: extra }) => {
        let url = route.path
        inPath.forEach((parameter, index) => {
          // A lone UTF-16 surrogate cannot be percent-encoded (URIError): a client sends U+FFFD.
          const value = (values[index] ?? '').replace(loneSurrogate, '\uFFFD')
          url = url.replace(`{${parameter.name}}`, encodeURIComponent(value))
        })
        const search = new URLSearchParams(pairs).toString()
        const clean = Object.fromEntries(
          Object.entries(extra).filter(([, text]) => /^[\t\x20-\x7e]*$/.test(text as string)),
        ) as Record<string, string>
        const options: InjectOptions = {
          method: route.method,
          url: search === '' ? url : `${url}?${search}`,
          headers: clean,
        }
        if (route.method === 'POST') {
          options.headers = { ...clean, 'content-type': type }
          options.payload = 'raw' in payload ? payload.raw : JSON.stringify(payload.json ?? null)
        }
        return options
      },
    )
}

test('every route answers random and hostile requests without a 5xx, leak or crash', async () => {
  const watch = watchProcessErrors()
  const statuses = new Map<string, Map<number, number>>()
  const sweep = async (runs: number) => {
    for (const route of routes) {
      const key = `${route.method} ${route.path}`
      const tally = statuses.get(key) ?? new Map<number, number>()
      statuses.set(key, tally)
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (options) => {
          const response = await server.app.inject(options)
          tally.set(response.statusCode, (tally.get(response.statusCode) ?? 0) + 1)
          if (response.statusCode >= 500)
            throw new Error(
              `${options.method} ${options.url} → ${response.statusCode} ${response.body.slice(0, 300)}`,
            )
          expect(response.body).not.toMatch(/\bat .+:\d+:\d+\)|node_modules|drizzle|pglite/i)
        }),
        fuzzSettings(runs),
      )
    }
  }
  expect(routes.length).toBeGreaterThanOrEqual(20)
  await sweep(5)
  const before = heapAfterGc()
  await sweep(30)
  const grown = heapAfterGc() - before
  // which answers each route gave (shows the fuzz gets past validation, not only 400s)
  console.info(
    [...statuses]
      .map(([key, tally]) => `${key}: ${[...tally].map(([code, n]) => `${code}×${n}`).join(' ')}`)
      .join('\n'),
  )
  console.info(`heap growth over the run: ${(grown / 1024 / 1024).toFixed(1)} MiB`)
  expect(grown).toBeLessThan(16 * 1024 * 1024)
  expect(watch.stop()).toEqual([])
}, 300_000)
