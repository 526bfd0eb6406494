import { createServer as createHttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Abi, Address, Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { createChainClients } from '../src/balances/createChainClients'
import { devnetTokenListsPath, loadTokenLists } from '../src/balances/loadTokenLists'
import type { CreateServerReturnType } from '../src/createServer'
import probe from './contracts/ccipProbe.json'
import { devnetClients, freshAccount } from './devnetFunds'
import { holdDevnet } from './holdDevnet'
import { startTestServer } from './startTestServer'

// Audit 2026-11-28 N-M1: a contract whose `allowance` reverts with an EIP-3668 OffchainLookup
// naming an internal URL. The server must neither fetch that URL nor pass its answer back.
// This file deploys a contract: it holds the devnet (one such file at a time, reverted after).
holdDevnet([31338])
const chainId = 'eip155:31338'
const rpcUrl = inject('rpcUrlByChain')[chainId] as string
const hits: string[] = []
const internal = createHttpServer((request, response) => {
  hits.push(`${request.method} ${request.url}`)
  response.setHeader('content-type', 'text/plain')
  response.end(`0x${'5ec2e7'.padEnd(64, '0')}`)
})
let server: CreateServerReturnType
let address: Address

beforeAll(async () => {
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve))
  const port = (internal.address() as AddressInfo).port
  server = await startTestServer({ PORTICO_TOKEN_LISTS: devnetTokenListsPath })
  const deployer = await freshAccount(rpcUrl, 31338)
  const hash = await deployer.wallet.deployContract({
    abi: probe.abi as Abi,
    bytecode: probe.bytecode as Hex,
    args: [`http://127.0.0.1:${port}/internal/admin?sender={sender}&data={data}`],
  })
  const { client } = devnetClients(rpcUrl, 31338)
  address = (await client.waitForTransactionReceipt({ hash })).contractAddress as Address
})
afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => internal.close(resolve))
})

describe('no server request to a URL a contract names (CCIP-Read off)', () => {
  test('/v1/convert/allowance refuses a token that is not in the token list, and fetches nothing', async () => {
    const answer = await server.app.inject(
      `/v1/convert/allowance?tokenAddress=${chainId}:${address}&userAddress=0x${'11'.repeat(20)}&projectId=portico-local`,
    )
    expect(answer.statusCode).toBe(400)
    expect(answer.json()).toEqual({
      error: 'Bad Request',
      message: 'Token not supported for Swaps',
    })
    expect(hits).toEqual([])
  })

  test("the server's chain clients treat an OffchainLookup as a revert, never as a URL to fetch", async () => {
    const clients = createChainClients({
      rpcUpstreams: [{ caipNetworkId: chainId, url: rpcUrl }],
      tokenLists: loadTokenLists({ value: devnetTokenListsPath }),
      timeoutMs: 10_000,
    })
    const read = clients.get(chainId)?.readContract({
      address,
      abi: probe.abi as Abi,
      functionName: 'allowance',
      args: [`0x${'11'.repeat(20)}`, `0x${'22'.repeat(20)}`],
    })
    await expect(read).rejects.toThrow(/OffchainLookup|reverted/)
    expect(hits).toEqual([])
  })
})
