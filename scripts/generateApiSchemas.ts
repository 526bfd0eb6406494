// `npm run generate:api`: writes packages/core/src/api/apiSchemas.generated.ts from the server's
// OpenAPI document, so the server's zod schemas are the one definition of the HTTP API and the
// kit's clients check answers against them. A test (generateApiSchemas.test.ts) fails when the
// committed file is not what this script writes today.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '../apps/server/src/config'
import { createServer } from '../apps/server/src/createServer'

const root = resolve(fileURLToPath(import.meta.url), '../..')
export const apiSchemasPath = resolve(root, 'packages/core/src/api/apiSchemas.generated.ts')

/** The routes the kit reads, and the name of each one's generated schema and type. */
export const kitRoutes: Record<string, string> = {
  'GET /v1/account/{address}/balance': 'Balances',
  'POST /v1/fungible/price': 'FungiblePrices',
  'GET /v1/identity/{address}': 'Identity',
  'GET /v1/supported-chains': 'SupportedChains',
  'GET /projects/v1/origins': 'AllowedOrigins',
  'GET /getAnalyticsConfig': 'AnalyticsConfig',
  'GET /getWallets': 'Wallets',
  'GET /v1/account/{account}/history': 'TransactionHistory',
  'GET /v1/account/{address}/value-history': 'ValueHistory',
  'GET /v1/siwx/nonce': 'SiwxNonce',
  'POST /v1/siwx/verify': 'SiwxVerify',
  'GET /v1/sessions': 'Sessions',
  'POST /v1/siwx/token': 'SiwxToken',
  'GET /v1/convert/tokens': 'SwapTokens',
  'GET /v1/convert/quotes': 'SwapQuotes',
  'GET /v1/convert/gas-price': 'SwapGasPrice',
  'GET /v1/convert/allowance': 'SwapAllowance',
  'GET /v1/convert/build-approve': 'SwapApprove',
  'POST /v1/convert/build-transaction': 'SwapTransaction',
  'GET /v1/profile/account/{name}': 'NameProfile',
  'GET /v1/profile/reverse/{address}': 'NamesOfAddress',
  'GET /v1/profile/suggestions/{name}': 'NameSuggestions',
  'POST /v1/profile/account': 'RegisterName',
  'GET /v1/profile/nonce': 'NameNonce',
  'GET /v1/onramp/options': 'OnrampOptions',
  'POST /v1/onramp/quote': 'OnrampQuote',
  'POST /v1/generators/onrampurl': 'OnrampUrl',
  'GET /v1/onramp/orders/{id}': 'OnrampOrder',
}

type JsonSchema = {
  type?: string
  nullable?: boolean
  enum?: unknown[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minimum?: number
  maximum?: number
  [keyword: string]: unknown
}

const kept = ['type', 'nullable', 'enum', 'properties', 'required', 'items', 'minimum', 'maximum']
const ignored = new Set(['description', 'additionalProperties', 'format', 'example', 'default'])

/** The schema with only the keywords the kit checks; any other keyword is an error, not a gap. */
function trim(schema: JsonSchema, at: string): JsonSchema {
  const out: JsonSchema = {}
  for (const [keyword, value] of Object.entries(schema)) {
    if (ignored.has(keyword)) continue
    if (!kept.includes(keyword))
      throw new Error(`${at}: the kit's checkSchema does not know the keyword "${keyword}"`)
    if (keyword === 'properties')
      out.properties = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([name, property]) => [
          name,
          trim(property, `${at}.${name}`),
        ]),
      )
    else if (keyword === 'items') out.items = trim(value as JsonSchema, `${at}[]`)
    else out[keyword] = value
  }
  return out
}

/** The TypeScript type a schema describes. */
function toType(schema: JsonSchema, indent: string): string {
  let type: string
  if (schema.enum) type = schema.enum.map((item) => JSON.stringify(item)).join(' | ')
  else if (schema.type === 'string') type = 'string'
  else if (schema.type === 'number' || schema.type === 'integer') type = 'number'
  else if (schema.type === 'boolean') type = 'boolean'
  else if (schema.type === 'array') type = `(${toType(schema.items ?? {}, indent)})[]`
  else if (schema.type === 'object') {
    const required = new Set(schema.required ?? [])
    const fields = Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const optional = !required.has(name)
      return `${indent}  ${name}${optional ? '?' : ''}: ${toType(property, `${indent}  `)}${optional ? ' | undefined' : ''}`
    })
    type = `{\n${fields.join('\n')}\n${indent}}`
  } else type = 'unknown'
  return schema.nullable ? `${type} | null` : type
}

/** The generated module's text (formatted by Biome, as the repo's other files). */
export async function generateApiSchemas(): Promise<string> {
  const server = await createServer(
    loadConfig({
      PORTICO_DEV: '1',
      PORT: '0',
      DATABASE_URL: 'memory://',
      PORTICO_LOG_LEVEL: 'silent',
      PORTICO_INDEXER: 'off',
      // The name service's routes (/v1/profile/*) are served only with a zone.
      PORTICO_NAME_ZONE: 'portico.id',
    }),
  )
  let document: { paths: Record<string, Record<string, unknown>> }
  try {
    document = (await server.app.inject('/docs/openapi.json')).json()
  } finally {
    await server.close()
  }
  const parts = [
    "// Generated by `npm run generate:api` from the server's OpenAPI document (its zod schemas):",
    '// do not edit. The one definition of the answers the kit reads; checked by `checkSchema`.',
    "import type { ApiSchema } from './checkSchema'",
  ]
  for (const [route, name] of Object.entries(kitRoutes)) {
    const [method, path] = route.split(' ') as [string, string]
    const operation = document.paths[path]?.[method.toLowerCase()] as
      | { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }
      | undefined
    const schema = operation?.responses?.['200']?.content?.['application/json']?.schema
    if (!schema) throw new Error(`${route}: no 200 application/json schema in the OpenAPI document`)
    const trimmed = trim(schema, route)
    const constName = `${name[0]?.toLowerCase()}${name.slice(1)}ResponseSchema`
    parts.push(
      `/** \`${route}\` → 200 */`,
      `export const ${constName} = ${JSON.stringify(trimmed)} as const satisfies ApiSchema`,
      `/** \`${route}\` → 200 */`,
      `export type ${name}Response = ${toType(trimmed, '')}`,
    )
  }
  return format(`${parts.join('\n')}\n`)
}

function format(text: string): string {
  const biome = resolve(root, 'node_modules/.bin/biome')
  // A path Biome formats (the generated file's own path is ignored by biome.json).
  const stdinPath = resolve(root, 'packages/core/src/api/apiSchemas.ts')
  const result = spawnSync(biome, ['format', `--stdin-file-path=${stdinPath}`], {
    input: text,
    encoding: 'utf8',
    cwd: root,
  })
  if (result.status !== 0) throw new Error(`biome format failed: ${result.stderr}`)
  return result.stdout
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(apiSchemasPath, await generateApiSchemas())
  console.log(`wrote ${apiSchemasPath}`)
}
