import type { AddressInfo } from 'node:net'
import { createNameRegistration } from '@portico/core/internal'
import { deployEns } from '@portico/devnet'
import fc from 'fast-check'
import {
  createPublicClient,
  createTestClient,
  encodeFunctionData,
  type Hex,
  http,
  namehash,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { normalize, packetToBytes } from 'viem/ens'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { holdDevnet } from './holdDevnet'
import { startTestServer } from './startTestServer'

// Names resolve in any ENS client: ENS on the run's devnet (registry, ENS's own offchain resolver
// for portico.id and addr.reverse, a universal resolver) answering through the server's CCIP-Read
// gateway; viem's ENS actions ask the chain with no Portico code involved.
// This file deploys ENS and writes records: it holds the devnet (one such file at a time, reverted
// after).
holdDevnet()
const gatewayKey = generatePrivateKey()
const rpcUrl = inject('rpcUrls')
  .split(',')
  .find((entry) => entry.startsWith('eip155:31337='))
  ?.split('=')[1] as string
let server: CreateServerReturnType
let baseUrl = ''
let universalResolver: Hex
let offchainResolver: Hex

beforeAll(async () => {
  server = await startTestServer({ PORTICO_ENS_GATEWAY_KEY: gatewayKey })
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`
  const deployer = privateKeyToAccount(generatePrivateKey())
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address: deployer.address,
    value: parseEther('10'),
  })
  const ens = await deployEns({
    rpcUrl,
    account: deployer,
    gateway: {
      gatewayUrl: `${baseUrl}/v1/ens/gateway`,
      signers: [privateKeyToAccount(gatewayKey).address],
    },
  })
  universalResolver = ens.universalResolver
  offchainResolver = ens.offchainResolver as Hex
}, 60_000)
afterAll(() => server.close())

/** A plain viem client of the devnet, told only where the universal resolver is. */
const ensClient = () =>
  createPublicClient({
    chain: {
      id: 31337,
      name: 'Portico Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
      contracts: { ensUniversalResolver: { address: universalResolver } },
    },
    transport: http(rpcUrl),
  })

async function register(name: string, attributes: Record<string, string> = {}) {
  const account = privateKeyToAccount(generatePrivateKey())
  const nonce = (await server.app.inject('/v1/profile/nonce?projectId=portico-local')).json().nonce
  const { typedData, message } = createNameRegistration({
    name,
    zone: 'portico.id',
    projectId: 'portico-local',
    chainId: 31337,
    owner: account.address,
    attributes,
    nonce,
  })
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/profile/account',
    payload: {
      coin_type: 60,
      address: account.address,
      message,
      signature: await account.signTypedData(typedData),
      projectId: 'portico-local',
    },
  })
  expect(response.statusCode).toBe(200)
  return account.address
}
const freshLabel = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`

describe('ENS resolution of Portico names (viem, CCIP-Read through our gateway)', () => {
  test('getEnsAddress, getEnsName and getEnsText answer what was registered', async () => {
    const name = `${freshLabel('ens')}.portico.id`
    const address = await register(name, { avatar: 'https://a.test/a.png' })
    const client = ensClient()
    expect(await client.getEnsAddress({ name, strict: true })).toBe(address)
    // ENS clients normalise (UTS-46) before asking: the same name in capitals is the same name.
    expect(await client.getEnsAddress({ name: normalize(name.toUpperCase()) })).toBe(address)
    expect(await client.getEnsName({ address })).toBe(name)
    expect(await client.getEnsText({ name, key: 'avatar' })).toBe('https://a.test/a.png')
  })

  test('a name nobody has and an address with no name resolve to nothing', async () => {
    const client = ensClient()
    expect(await client.getEnsAddress({ name: `${freshLabel('none')}.portico.id` })).toBeNull()
    expect(
      await client.getEnsName({ address: privateKeyToAccount(generatePrivateKey()).address }),
    ).toBeNull()
    expect(await client.getEnsAddress({ name: 'vitalik.eth' })).toBeNull()
  })

  test('an answer signed by another key is refused by the resolver on chain', async () => {
    const name = `${freshLabel('forged')}.portico.id`
    await register(name)
    const forger = await startTestServer({ PORTICO_ENS_GATEWAY_KEY: generatePrivateKey() })
    try {
      // The question the resolver sends its gateway: resolve(dns name, addr(node)).
      const callData = encodeFunctionData({
        abi: parseAbi(['function resolve(bytes,bytes) view returns (bytes,uint64,bytes)']),
        args: [
          toHex(packetToBytes(name)),
          encodeFunctionData({
            abi: parseAbi(['function addr(bytes32) view returns (address)']),
            args: [namehash(name)],
          }),
        ],
      })
      const ask = async (target: CreateServerReturnType) => {
        const answer = await target.app.inject({
          method: 'POST',
          url: '/v1/ens/gateway',
          payload: { sender: offchainResolver, data: callData },
        })
        expect(answer.statusCode).toBe(200)
        return answer.json().data as Hex
      }
      const resolveWithProof = async (response: Hex) =>
        ensClient().readContract({
          address: offchainResolver,
          abi: parseAbi([
            'function resolveWithProof(bytes response, bytes extraData) view returns (bytes)',
          ]),
          functionName: 'resolveWithProof',
          args: [response, callData],
        })
      await expect(resolveWithProof(await ask(forger))).rejects.toThrow(
        'SignatureVerifier: Invalid sigature',
      )
      expect(await resolveWithProof(await ask(server))).toMatch(/^0x0{24}[0-9a-f]{40}$/)
    } finally {
      await forger.close()
    }
  })

  test('the gateway is rate-limited per client like the rest of the API', async () => {
    const limited = await startTestServer({
      PORTICO_ENS_GATEWAY_KEY: gatewayKey,
      PORTICO_API_RATE_LIMIT: '2',
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 3; i++)
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/v1/ens/gateway',
              payload: { sender: offchainResolver, data: '0x12345678' },
            })
          ).statusCode,
        )
      expect(statuses).toEqual([400, 400, 429])
    } finally {
      await limited.close()
    }
  })

  test('random and malformed questions never give a 5xx', async () => {
    const resolve = parseAbi(['function resolve(bytes,bytes) view returns (bytes,uint64,bytes)'])
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 80 }),
        fc.uint8Array({ maxLength: 80 }),
        fc.boolean(),
        async (name, inner, wrap) => {
          const data = wrap
            ? encodeFunctionData({ abi: resolve, args: [toHex(name), toHex(inner)] })
            : toHex(name)
          const answer = await server.app.inject({
            method: 'POST',
            url: '/v1/ens/gateway',
            payload: { sender: offchainResolver, data },
          })
          expect([200, 400]).toContain(answer.statusCode)
        },
      ),
      { numRuns: 100 },
    )
  })

  test('the gateway refuses what is not a resolver call', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/v1/ens/gateway',
      payload: { sender: offchainResolver, data: '0x12345678' },
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().message).toBe('Not a resolver call this gateway answers')
  })
})
