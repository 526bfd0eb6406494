import { deployEns } from '@portico/devnet'
import { createTestClient, http, parseEther, toCoinType } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { holdDevnet } from './holdDevnet'
import { startTestServer } from './startTestServer'

// ENSIP-19 multichain primary names on the run's devnet ENS (chain 31337): an account on chain
// 31338 has the name of its chain's reverse record (`<addr>.80007a6a.reverse`), else its default one
// (`<addr>.default.reverse`), each checked forward with the chain's coin type; an account on the ENS
// chain has its `addr.reverse` name.
// This file deploys ENS and writes records: it holds the devnet (one such file at a time, reverted
// after).
holdDevnet()
const rpcUrl = inject('rpcUrls')
  .split(',')
  .find((entry) => entry.startsWith('eip155:31337='))
  ?.split('=')[1] as string
const chainCoinType = toCoinType(31338)
const defaultCoinType = 0x80000000n
const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const deployer = privateKeyToAccount(generatePrivateKey())
const chainOnly = fresh()
const defaultOnly = fresh()
const both = fresh()
const elsewhere = fresh()
const impostor = fresh()
const label = `ensip19-${Math.random().toString(36).slice(2, 10)}`
let server: CreateServerReturnType

const identityOf = async (address: string, chainId?: string) =>
  (
    await server.app.inject(
      `/v1/identity/${address}?projectId=portico-local${chainId ? `&chainId=${chainId}` : ''}`,
    )
  ).json()

beforeAll(async () => {
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address: deployer.address,
    value: parseEther('10'),
  })
  const ens = await deployEns({
    rpcUrl,
    account: deployer,
    ethNames: [
      { label: `${label}-chain`, address: chainOnly, primaryFor: [chainCoinType] },
      { label: `${label}-default`, address: defaultOnly, primaryFor: [defaultCoinType] },
      { label: `${label}-both-default`, address: both, primaryFor: [60n, defaultCoinType] },
      { label: `${label}-both-chain`, address: both, primaryFor: [chainCoinType] },
      // `-elsewhere.eth`: its chain-31338 address is the impostor's (first entry), its Ethereum and
      // default addresses and the default reverse record are `elsewhere`'s (second entry).
      { label: `${label}-elsewhere`, address: impostor, primaryFor: [chainCoinType] },
      { label: `${label}-elsewhere`, address: elsewhere, primaryFor: [defaultCoinType] },
    ],
    // The impostor's chain record (last written) claims a name whose chain address is another one.
    reverseRecords: [{ address: impostor, name: `${label}-chain.eth`, coinType: chainCoinType }],
  })
  server = await startTestServer({
    PORTICO_ENS_CHAIN: 'eip155:31337',
    PORTICO_ENS_UNIVERSAL_RESOLVER: ens.universalResolver,
    PORTICO_NAME_ZONE: '',
  })
}, 60_000)
afterAll(() => server?.close())

describe('/v1/identity with chainId: ENSIP-19 primary names on the devnet ENS', () => {
  test('only a chain-specific name: the name on that chain, none on the ENS chain', async () => {
    expect(await identityOf(chainOnly, 'eip155:31338')).toEqual({
      name: `${label}-chain.eth`,
      avatar: null,
    })
    expect(await identityOf(chainOnly, 'eip155:31337')).toEqual({ name: null, avatar: null })
    expect(await identityOf(chainOnly)).toEqual({ name: null, avatar: null })
  })

  test('only a default name: the name on every chain', async () => {
    const name = { name: `${label}-default.eth`, avatar: null }
    expect(await identityOf(defaultOnly, 'eip155:31338')).toEqual(name)
    expect(await identityOf(defaultOnly, 'eip155:31337')).toEqual(name)
    expect(await identityOf(defaultOnly)).toEqual(name)
  })

  test('a chain-specific and a default name: the chain-specific one wins on its chain', async () => {
    expect(await identityOf(both, 'eip155:31338')).toEqual({
      name: `${label}-both-chain.eth`,
      avatar: null,
    })
    expect(await identityOf(both, 'eip155:31337')).toEqual({
      name: `${label}-both-default.eth`,
      avatar: null,
    })
  })

  test('a reverse record whose name does not resolve back for that coin type: no name', async () => {
    // The chain record names a name whose chain address is another account's (and no default).
    expect(await identityOf(impostor, 'eip155:31338')).toEqual({ name: null, avatar: null })
    // The default name resolves to the address on the ENS chain, to another one on chain 31338.
    expect(await identityOf(elsewhere, 'eip155:31337')).toEqual({
      name: `${label}-elsewhere.eth`,
      avatar: null,
    })
    expect(await identityOf(elsewhere, 'eip155:31338')).toEqual({ name: null, avatar: null })
  })

  test('a bad chainId is a 400', async () => {
    const response = await server.app.inject(
      `/v1/identity/${both}?projectId=portico-local&chainId=eip155:x`,
    )
    expect(response.statusCode).toBe(400)
  })
})
