import type { AddressInfo } from 'node:net'
import {
  createHttpClient,
  getIdentity,
  getNameNonce,
  getNameProfile,
  getNameSuggestions,
  getNamesOfAddress,
  registerName,
} from '@portico/core/api'
import { createFakeClock, createRegisterNameStore } from '@portico/core/internal'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { startTestServer } from './startTestServer'

// The kit's name-service clients and registration flow (@portico/core) against the real routes:
// a server listening on a port, PGlite (or PostgreSQL), real EIP-712 signatures by viem accounts.
// It proves the typed data the kit signs is the one the server verifies.
const clock = createFakeClock({ start: Date.now() })
let server: CreateServerReturnType
let client: ReturnType<typeof createHttpClient>
beforeAll(async () => {
  server = await startTestServer({}, clock)
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = server.app.server.address() as AddressInfo
  client = createHttpClient({
    baseUrl: `http://127.0.0.1:${port}`,
    params: { projectId: 'portico-local' },
  })
})
afterAll(() => server.close())

const freshLabel = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`

function flow(account: ReturnType<typeof privateKeyToAccount>) {
  return createRegisterNameStore({
    zone: 'portico.id',
    clock,
    getSuggestions: (label) => getNameSuggestions(client, { name: label, zone: 'portico.id' }),
    ...kitSide(account),
    getAddress: () => account.address,
    signTypedData: async (typedData) => ({ signature: await account.signTypedData(typedData) }),
  })
}
/** What getNameStores wires for any signer: the project, chain, server nonce and the route. */
function kitSide(account: ReturnType<typeof privateKeyToAccount>) {
  return {
    projectId: 'portico-local',
    getChainId: () => 31337,
    getNonce: async () => (await getNameNonce(client, { name: account.address })).nonce,
    register: (parameters: { name: string; address: string; message: string; signature: string }) =>
      registerName(client, { ...parameters, coinType: 60 }),
  }
}

describe('the kit registers and resolves names on the real server', () => {
  test('available → registered → resolves, reverse and suggestions reflect it', async () => {
    const alice = privateKeyToAccount(generatePrivateKey())
    const label = freshLabel('Kit')
    const name = `${label.toLowerCase()}.portico.id`
    const names = flow(alice)
    // Asked before (so cached 5 min): the registration must replace it at once.
    expect(await getIdentity(client, { address: alice.address })).toEqual({
      name: null,
      avatar: null,
    })
    names.setLabel(label)
    clock.advance(500)
    await expect.poll(() => names.getState().availability).toBe('available')
    expect(await names.register()).toBe(name)
    expect(await getNameProfile(client, { name: name.toUpperCase() })).toEqual({
      name,
      addresses: { '60': alice.address },
      attributes: {},
    })
    expect(
      (await getNamesOfAddress(client, { address: alice.address })).map((p) => p.name),
    ).toEqual([name])
    expect(await getNameProfile(client, { name: `nobody-${label}.portico.id` })).toBeNull()
    expect(await getIdentity(client, { address: alice.address })).toEqual({ name, avatar: null })

    // Someone else now sees it taken, with variants, and a registration is refused with the reason.
    const bob = privateKeyToAccount(generatePrivateKey())
    const again = flow(bob)
    again.setLabel(label)
    clock.advance(500)
    await expect.poll(() => again.getState().availability).toBe('taken')
    expect(again.getState().suggestions[0]).toBe(`${label.toLowerCase()}-1.portico.id`)
    await expect(again.register()).rejects.toMatchObject({
      shortMessage: `Error registering name ${name}`,
      details: `Error registering name ${name}: the name is taken`,
    })
    expect(again.getState()).toMatchObject({ status: 'idle', label })
  })

  test('a signature from another key is refused with the server reason', async () => {
    const alice = privateKeyToAccount(generatePrivateKey())
    const mallory = privateKeyToAccount(generatePrivateKey())
    const label = freshLabel('Forged')
    const names = createRegisterNameStore({
      zone: 'portico.id',
      clock,
      getSuggestions: async () => [],
      ...kitSide(alice),
      getAddress: () => alice.address,
      signTypedData: async (typedData) => ({ signature: await mallory.signTypedData(typedData) }),
    })
    names.setLabel(label)
    const error = await names.register().catch((e: unknown) => e)
    expect(error).toMatchObject({
      details: `Error registering name ${label.toLowerCase()}.portico.id: the signature is not from ${alice.address}`,
    })
  })
})
