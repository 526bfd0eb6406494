import type { AddressInfo } from 'node:net'
import { createNameRegistration } from '@portico/core/internal'
import { deployEns } from '@portico/devnet'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  http,
  labelhash,
  namehash,
  parseAbi,
  parseEther,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { holdDevnet } from './holdDevnet'
import { startTestServer } from './startTestServer'

// `/v1/identity` answers ENS primary names by default: ENS on the run's devnet (the registry, an
// on-chain public resolver holding `.eth` names and their reverse records, the universal resolver)
// read through the server's upstream of the ENS chain, CCIP-Read off.
// This file deploys ENS and writes records: it holds the devnet (one such file at a time, reverted
// after).
holdDevnet()
const rpcUrl = inject('rpcUrls')
  .split(',')
  .find((entry) => entry.startsWith('eip155:31337='))
  ?.split('=')[1] as string
const chain = {
  id: 31337,
  name: 'devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
} as const
const avatar = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
const deployer = privateKeyToAccount(generatePrivateKey())
const owner = privateKeyToAccount(generatePrivateKey()).address
const both = privateKeyToAccount(generatePrivateKey())
const plain = privateKeyToAccount(generatePrivateKey()).address
const impostor = privateKeyToAccount(generatePrivateKey()).address
const label = `ens-${Math.random().toString(36).slice(2, 10)}`
let ens: Awaited<ReturnType<typeof deployEns>>
let server: CreateServerReturnType

const identityOf = async (app: CreateServerReturnType['app'], address: string) =>
  (await app.inject(`/v1/identity/${address}?projectId=portico-local`)).json()
const ensEnv = () => ({
  PORTICO_ENS_CHAIN: 'eip155:31337',
  PORTICO_ENS_UNIVERSAL_RESOLVER: ens.universalResolver,
})

beforeAll(async () => {
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address: deployer.address,
    value: parseEther('10'),
  })
  ens = await deployEns({
    rpcUrl,
    account: deployer,
    ethNames: [
      { label, address: owner, avatar },
      { label: `${label}-both`, address: both.address },
    ],
  })
  // The impostor's reverse record claims the owner's name, which does not resolve back to it.
  const wallet = createWalletClient({ account: deployer, chain, transport: http(rpcUrl) })
  const client = createPublicClient({ chain, transport: http(rpcUrl) })
  const abi = parseAbi([
    'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
    'function setResolver(bytes32 node, address resolver)',
    'function setName(bytes32 node, string name)',
  ])
  const hex = impostor.slice(2).toLowerCase()
  const reverse = namehash(`${hex}.addr.reverse`)
  const writes = [
    {
      address: ens.registry,
      functionName: 'setSubnodeOwner',
      args: [namehash('addr.reverse'), labelhash(hex), deployer.address],
    },
    { address: ens.registry, functionName: 'setResolver', args: [reverse, ens.publicResolver] },
    { address: ens.publicResolver, functionName: 'setName', args: [reverse, `${label}.eth`] },
  ] as const
  for (const write of writes) {
    const hash = await wallet.writeContract({ abi, ...write } as Parameters<
      typeof wallet.writeContract
    >[0])
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    )
  }
  server = await startTestServer(ensEnv())
}, 60_000)
afterAll(() => server?.close())

describe('/v1/identity on the devnet ENS', () => {
  test('an address with a .eth primary name gets the name and its avatar', async () => {
    expect(await identityOf(server.app, owner)).toEqual({ name: `${label}.eth`, avatar })
    expect(await identityOf(server.app, owner.toLowerCase())).toEqual({
      name: `${label}.eth`,
      avatar,
    })
  })

  test('no reverse record, or one that does not resolve back to the address: no name', async () => {
    expect(await identityOf(server.app, plain)).toEqual({ name: null, avatar: null })
    expect(await identityOf(server.app, impostor)).toEqual({ name: null, avatar: null })
  })

  test('a registered Portico name comes before the ENS name', async () => {
    const name = `${label}.portico.id`
    const nonce = (await server.app.inject('/v1/profile/nonce?projectId=portico-local')).json()
      .nonce
    const { typedData, message } = createNameRegistration({
      name,
      zone: 'portico.id',
      projectId: 'portico-local',
      chainId: 31337,
      owner: both.address,
      attributes: {},
      nonce,
    })
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/profile/account',
      payload: {
        coin_type: 60,
        address: both.address,
        message,
        signature: await both.signTypedData(typedData),
        projectId: 'portico-local',
      },
    })
    expect(response.statusCode).toBe(200)
    expect(await identityOf(server.app, both.address)).toEqual({ name, avatar: null })
  })

  test('PORTICO_ENS_CHAIN=off: no ENS names', async () => {
    const off = await startTestServer({ PORTICO_ENS_CHAIN: 'off' })
    try {
      expect(await identityOf(off.app, owner)).toEqual({ name: null, avatar: null })
    } finally {
      await off.close()
    }
  })

  test('no name zone: no Portico name service over HTTP, identities are ENS names', async () => {
    const ensOnly = await startTestServer({ PORTICO_NAME_ZONE: '', ...ensEnv() })
    try {
      await ensOnly.app.listen({ port: 0, host: '127.0.0.1' })
      const base = `http://127.0.0.1:${(ensOnly.app.server.address() as AddressInfo).port}`
      expect((await fetch(`${base}/v1/profile/nonce?projectId=portico-local`)).status).toBe(404)
      const identity = await fetch(`${base}/v1/identity/${owner}?projectId=portico-local`)
      expect(await identity.json()).toEqual({ name: `${label}.eth`, avatar })
    } finally {
      await ensOnly.close()
    }
  })
})
