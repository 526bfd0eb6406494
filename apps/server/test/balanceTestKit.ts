import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Clock } from '@portico/core/internal'
import { expect } from 'vitest'
import type { AccountBalance } from '../src/balances/getAccountBalances'
import { devnetTokenListsPath } from '../src/balances/loadTokenLists'
import type { CreateServerReturnType } from '../src/createServer'
import { startTestServer } from './startTestServer'

/** A holding as the balance route answers it. */
export type Balance = AccountBalance

/**
 * A server for the balance route's suites: {@link startTestServer} with the devnet's token lists,
 * `env` over both.
 *
 * @example
 * const server = await startBalanceServer({}, createFakeClock({ start: Date.now() }))
 */
export const startBalanceServer = (
  env: Record<string, string> = {},
  clock?: Clock,
): Promise<CreateServerReturnType> =>
  startTestServer({ PORTICO_TOKEN_LISTS: devnetTokenListsPath, ...env }, clock)

/** The balance route's URL for `address` on `chainId`, in USD; `query` is appended (`&forceUpdate=true`). */
export const balanceUrl = (address: string, chainId: string, query = '') =>
  `/v1/account/${address}/balance?currency=usd&chainId=${chainId}&projectId=portico-local${query}`

/**
 * The balances the route answers `address` on `chainId` (asserting a 200).
 *
 * @example
 * const list = await readBalances(server, alice, 'eip155:31337', '&forceUpdate=true')
 */
export async function readBalances(
  server: CreateServerReturnType,
  address: string,
  chainId: string,
  query = '',
): Promise<Balance[]> {
  const response = await server.app.inject(balanceUrl(address, chainId, query))
  expect(response.statusCode).toBe(200)
  return (response.json() as { balances: Balance[] }).balances
}

export type RecordingRpcProxy = {
  /** Where the proxy listens: give it to the server as the chain's RPC URL. */
  url: string
  /** The JSON-RPC methods asked through it, in order (each of a batch); clear it with `length = 0`. */
  calls: string[]
  close(): Promise<void>
}

/**
 * A JSON-RPC node in front of `upstream` (the devnet's) that records the methods a server calls
 * through it, then forwards each request as it came.
 *
 * @example
 * const proxy = await startRecordingRpcProxy(rpcUrl)
 * const server = await startBalanceServer({ PORTICO_RPC_URLS: `eip155:31337=${proxy.url}` })
 */
export async function startRecordingRpcProxy(upstream: string): Promise<RecordingRpcProxy> {
  const calls: string[] = []
  const node = createHttpServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString()) as { method: string }[]
    for (const item of [body].flat()) calls.push(item.method)
    const answer = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.concat(chunks),
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(node.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise((resolve) => node.close(() => resolve())),
  }
}
