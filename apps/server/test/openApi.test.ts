import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { startTestServer } from './startTestServer'

let server: CreateServerReturnType

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

describe('GET /docs/openapi.json', () => {
  test('is an OpenAPI 3 document listing the routes with their zod schemas', async () => {
    const response = await server.app.inject('/docs/openapi.json')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('application/json')
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    expect(document.info.title).toBe('Portico platform API')
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/v1/supported-chains',
        '/v1/',
        '/getWallets',
        '/getWalletImage/{id}',
        '/public/getAssetImage/{id}',
        '/public/getCurrencyImage/{id}',
        '/public/getTokenImage/{id}',
        '/projects/v1/origins',
        '/getAnalyticsConfig',
        '/v1/analytics/events',
        '/v1/embedded/email/connect',
        '/v1/embedded/email/device',
        '/v1/embedded/email/otp',
        '/v1/embedded/session',
        '/v1/embedded/shares/server',
        '/dev/mail/messages',
        '/v1/account/{address}/value-history',
        '/v1/esplora/{caipNetworkId}/{*}',
        '/v1/esplora/{caipNetworkId}/tx',
      ]),
    )
    expect(document.paths['/docs/openapi.json']).toBeUndefined()
    const gatewayParameters = document.paths['/v1/'].post.parameters.map(
      (parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`,
    )
    expect(gatewayParameters).toEqual(['query:chainId', 'query:projectId'])
    expect(
      document.paths['/health'].get.responses['200'].content['application/json'].schema,
    ).toMatchInlineSnapshot(`
      {
        "additionalProperties": false,
        "properties": {
          "chains": {
            "description": "The history indexer per chain (empty when it is off)",
            "items": {
              "additionalProperties": false,
              "properties": {
                "backfills": {
                  "description": "Per-account backfills queued or running in this instance",
                  "maximum": 9007199254740991,
                  "minimum": -9007199254740991,
                  "type": "integer",
                },
                "chainId": {
                  "description": "CAIP-2 id",
                  "type": "string",
                },
                "head": {
                  "description": "The node's latest block, as of the last step",
                  "maximum": 9007199254740991,
                  "minimum": -9007199254740991,
                  "nullable": true,
                  "type": "integer",
                },
                "indexedBlock": {
                  "description": "Last indexed block",
                  "maximum": 9007199254740991,
                  "minimum": -9007199254740991,
                  "nullable": true,
                  "type": "integer",
                },
                "lag": {
                  "description": "head - indexedBlock",
                  "maximum": 9007199254740991,
                  "minimum": -9007199254740991,
                  "nullable": true,
                  "type": "integer",
                },
                "lastErrorAt": {
                  "description": "When a step last failed (ISO 8601)",
                  "nullable": true,
                  "type": "string",
                },
                "startBlock": {
                  "description": "The index's first block: earlier transfers come from per-account backfills",
                  "maximum": 9007199254740991,
                  "minimum": -9007199254740991,
                  "nullable": true,
                  "type": "integer",
                },
                "status": {
                  "description": "starting: no step finished yet; lagging: lag above the threshold; failing: the last step failed",
                  "enum": [
                    "ok",
                    "starting",
                    "lagging",
                    "failing",
                  ],
                  "type": "string",
                },
              },
              "required": [
                "chainId",
                "status",
                "indexedBlock",
                "head",
                "lag",
                "lastErrorAt",
                "startBlock",
                "backfills",
              ],
              "type": "object",
            },
            "type": "array",
          },
          "database": {
            "enum": [
              "ok",
              "error",
            ],
            "type": "string",
          },
          "draining": {
            "description": "true: the server is stopping (SIGTERM) and still serves; balancers take it out",
            "type": "boolean",
          },
          "redis": {
            "description": "off: REDIS_URL is not set",
            "enum": [
              "ok",
              "error",
              "off",
            ],
            "type": "string",
          },
          "relay": {
            "description": "error: the relay is closing or its Redis is down",
            "enum": [
              "ok",
              "error",
              "off",
            ],
            "type": "string",
          },
          "status": {
            "enum": [
              "ok",
            ],
            "type": "string",
          },
        },
        "required": [
          "status",
          "database",
          "redis",
          "relay",
          "chains",
          "draining",
        ],
        "type": "object",
      }
    `)
  })
})

test('the directory is wired into the server: its query parameters are documented', async () => {
  const document = (await server.app.inject('/docs/openapi.json')).json()
  const names = document.paths['/getWallets'].get.parameters.map(
    (parameter: { name: string }) => parameter.name,
  )
  expect(names).toEqual([
    'projectId',
    'st',
    'sv',
    'page',
    'entries',
    'include',
    'exclude',
    'chains',
    'search',
    'badge_type',
  ])
  const wallets = await server.app.inject('/getWallets?projectId=portico-local&entries=1')
  expect(wallets.statusCode).toBe(200)
  expect(wallets.json().data[0].id).toBe('metamask')
})

describe('bad input', () => {
  test('a bad query gets 400 { error, message } naming the field', async () => {
    const response = await server.app.inject(`/v1/supported-chains?projectId=${'x'.repeat(101)}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: expect.stringMatching(/^Invalid query parameter "projectId": /),
    })
  })

  test('a repeated query parameter is refused the same way', async () => {
    const response = await server.app.inject('/v1/supported-chains?projectId=a&projectId=b')
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/^Invalid query parameter "projectId": /)
  })

  test('the gateway keeps answering bad queries in JSON-RPC', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `/v1/?projectId=portico-local&chainId=${'x'.repeat(101)}`,
      payload: { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      error: { code: -32602, message: 'Invalid query parameters' },
    })
  })
})
