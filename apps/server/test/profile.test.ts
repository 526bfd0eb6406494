import { createFakeClock, createNameRegistration } from '@portico/core/internal'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  parseEther,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import {
  generatePrivateKey,
  mnemonicToAccount,
  type PrivateKeyAccount,
  privateKeyToAccount,
} from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import { NAMES_PER_ADDRESS, NAMES_PER_IP_PER_DAY } from '../src/profile/profileRoutes'
import { holdDevnet } from './holdDevnet'
import ownedAccount from './siwx/contracts/ownedAccount.json' with { type: 'json' }
import { startTestServer } from './startTestServer'

// The name service (/v1/profile/*) on the real server (PGlite, or PostgreSQL with DATABASE_URL),
// with real signatures: viem EOAs (EIP-712) and a deployed ERC-1271 smart account on the devnet.
// This file deploys contracts and sets balances: it holds the devnet (one such file at a time,
// reverted after).
holdDevnet()
const projectId = 'portico-local'
const clock = createFakeClock({ start: Date.now() })
let server: CreateServerReturnType
beforeAll(async () => {
  server = await startTestServer({}, clock)
})
afterAll(() => server.close())

/** A label no other run has used (the PostgreSQL pass keeps its rows). */
const freshLabel = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`
/** A client address of its own per registration (the per-address daily cap is tested apart). */
const someIp = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

type Signer = Pick<PrivateKeyAccount, 'address' | 'signTypedData'>
type RegisterOptions = {
  attributes?: Record<string, string>
  coinType?: number
  chainId?: number
  /** The registering address when it is not the signer's (a smart account). */
  address?: Hex
  /** Replaces the signature (made from the typed data) before sending. */
  signature?: Hex | ((typedData: TypedData) => Promise<Hex>)
  nonce?: string
  target?: CreateServerReturnType
  project?: string
  remoteAddress?: string
}
type TypedData = ReturnType<typeof createNameRegistration>['typedData']
const nonceOf = async (target: CreateServerReturnType = server, project = projectId) =>
  (await target.app.inject(`/v1/profile/nonce?projectId=${project}`)).json().nonce as string

/** What the kit does: a server nonce, the EIP-712 registration, the wallet's signature. */
async function signedRegistration(signer: Signer, name: string, options: RegisterOptions = {}) {
  const { typedData, message } = createNameRegistration({
    name,
    zone: 'portico.id',
    projectId: options.project ?? projectId,
    chainId: options.chainId ?? 31337,
    owner: options.address ?? signer.address,
    attributes: options.attributes,
    nonce: options.nonce ?? (await nonceOf(options.target, options.project)),
  })
  const signature =
    typeof options.signature === 'string'
      ? options.signature
      : await (options.signature ?? ((data: TypedData) => signer.signTypedData(data)))(typedData)
  return { message, signature, typedData }
}
async function post(
  signer: Signer,
  body: { message: string; signature: Hex },
  options: RegisterOptions = {},
) {
  const response = await (options.target ?? server).app.inject({
    method: 'POST',
    url: '/v1/profile/account',
    remoteAddress: options.remoteAddress ?? someIp(),
    payload: {
      coin_type: options.coinType ?? 60,
      address: options.address ?? signer.address,
      message: body.message,
      signature: body.signature,
      projectId: options.project ?? projectId,
    },
  })
  return { status: response.statusCode, body: response.json() }
}
const register = async (signer: Signer, name: string, options: RegisterOptions = {}) =>
  post(signer, await signedRegistration(signer, name, options), options)
const get = async (path: string) => {
  const response = await server.app.inject(
    `${path}${path.includes('?') ? '&' : '?'}projectId=${projectId}`,
  )
  return { status: response.statusCode, body: response.json() }
}

describe('registering and reading names', () => {
  test('an EOA registers a name; lookup, reverse (primary first) and identity show it', async () => {
    const alice = privateKeyToAccount(generatePrivateKey())
    const label = freshLabel('Alice')
    const name = `${label.toLowerCase()}.portico.id`
    const ok = await register(alice, `${label}.portico.id`, {
      attributes: { avatar: 'https://a.test/a.png' },
    })
    expect(ok).toEqual({ status: 200, body: { success: true, name } })

    const lookup = await get(`/v1/profile/account/${label}.portico.id?apiVersion=2`)
    expect(lookup.status).toBe(200)
    expect(lookup.body).toMatchObject({
      name,
      addresses: { '60': { address: alice.address } },
      attributes: { avatar: 'https://a.test/a.png' },
    })

    clock.advance(1000)
    const second = `${freshLabel('second')}.portico.id`
    expect((await register(alice, second)).status).toBe(200)
    const reverse = await get(`/v1/profile/reverse/${alice.address}`)
    expect(reverse.body.map((profile: { name: string }) => profile.name)).toEqual([name, second])

    const identity = await get(`/v1/identity/${alice.address.toLowerCase()}`)
    expect(identity.body).toEqual({ name, avatar: 'https://a.test/a.png' })
  })

  test('an unknown name is 404 and an address without names has an empty reverse list', async () => {
    const lookup = await get(`/v1/profile/account/${freshLabel('nobody')}.portico.id`)
    expect(lookup.status).toBe(404)
    expect(lookup.body.message).toMatch(/^Error resolving name: .* is not registered$/)
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    expect(await get(`/v1/profile/reverse/${stranger}`)).toEqual({ status: 200, body: [] })
    expect((await get(`/v1/identity/${stranger}`)).body).toEqual({ name: null, avatar: null })
  })

  test('coin_type 0x80000000|31338 registers on the devnet chain 31338 (signed for that chain)', async () => {
    const bob = privateKeyToAccount(generatePrivateKey())
    const coinType = (0x80000000 | 31338) >>> 0
    const name = `${freshLabel('bob')}.portico.id`
    const mismatch = await register(bob, name, { coinType, chainId: 31337 })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.message).toBe(
      `Error registering name ${name}: coin_type ${coinType} is not the chain of the signature (eip155:31337)`,
    )
    expect((await register(bob, name, { coinType, chainId: 31338 })).status).toBe(200)
    const lookup = await get(`/v1/profile/account/${name}`)
    expect(lookup.body.addresses).toEqual({
      [String(coinType)]: { address: bob.address, created: expect.any(String) },
    })
  })
})

describe('a registration is bound to the deployment (N-L6)', () => {
  const carol = privateKeyToAccount(generatePrivateKey())

  test('a nonce registers once; an unknown or expired one is 401', async () => {
    const name = `${freshLabel('once')}.portico.id`
    const signed = await signedRegistration(carol, name)
    expect((await post(carol, signed)).status).toBe(200)
    const replay = await post(carol, signed)
    expect(replay.status).toBe(401)
    // The same nonce for another name (signed again by the same key) is spent already.
    const nonce = JSON.parse(signed.message).nonce as string
    const again = await register(carol, `${freshLabel('again')}.portico.id`, { nonce })
    expect(again.status).toBe(401)
    expect(again.body.message).toMatch(/the nonce is unknown, used or expired: sign again$/)
    const unknown = await register(carol, `${freshLabel('made-up')}.portico.id`, {
      nonce: 'ab'.repeat(16),
    })
    expect(unknown.status).toBe(401)
    const late = await signedRegistration(carol, `${freshLabel('late')}.portico.id`)
    clock.advance(10 * 60_000 + 1)
    expect((await post(carol, late)).status).toBe(401)
  })

  test('a signature made for another deployment, project or chain registers nothing here', async () => {
    // Another deployment: its own database (also on CI's shared PostgreSQL), its own nonces.
    const other = await startTestServer(
      { PORTICO_PROJECT_ID: 'another-deployment', DATABASE_URL: 'memory://' },
      clock,
    )
    try {
      const name = `${freshLabel('replay')}.portico.id`
      // Signed for this server, replayed on another one (same zone, same default project).
      const here = await signedRegistration(carol, name)
      expect((await post(carol, here, { target: other })).status).toBe(401)
      // Signed for another project: its signature does not match this project's typed data.
      const nonce = await nonceOf(other, 'another-deployment')
      const forOther = await signedRegistration(carol, name, { project: 'portico-local', nonce })
      const refused = await post(carol, forOther, { target: other, project: 'another-deployment' })
      expect(refused.status).toBe(401)
      expect(refused.body.message).toBe(
        `Error registering name ${name}: the signature is not from ${carol.address}`,
      )
      // Signed for chain 31338, sent as if for 31337.
      const chain = await signedRegistration(carol, name, { chainId: 31338 })
      const swapped = chain.message.replace('"chainId":31338', '"chainId":31337')
      expect((await post(carol, { ...chain, message: swapped })).status).toBe(401)
      expect((await get(`/v1/profile/account/${name}`)).status).toBe(404)
    } finally {
      await other.close()
    }
  })

  test(`an address holds at most ${NAMES_PER_ADDRESS} names; one client address registers at most ${NAMES_PER_IP_PER_DAY} a day`, async () => {
    const squatter = privateKeyToAccount(generatePrivateKey())
    for (let i = 0; i < NAMES_PER_ADDRESS; i++)
      expect((await register(squatter, `${freshLabel(`sq${i}`)}.portico.id`)).status).toBe(200)
    const name = `${freshLabel('one-more')}.portico.id`
    const capped = await register(squatter, name)
    expect(capped.status).toBe(409)
    expect(capped.body.message).toBe(
      `Error registering name ${name}: an address may hold at most ${NAMES_PER_ADDRESS} names`,
    )
    const remoteAddress = '203.0.113.77'
    const statuses: number[] = []
    for (let i = 0; i <= NAMES_PER_IP_PER_DAY; i++) {
      const key = privateKeyToAccount(generatePrivateKey())
      statuses.push(
        (await register(key, `${freshLabel(`ip${i}`)}.portico.id`, { remoteAddress })).status,
      )
    }
    expect(statuses).toEqual([...Array(NAMES_PER_IP_PER_DAY).fill(200), 429])
    clock.advance(24 * 60 * 60_000)
    const key = privateKeyToAccount(generatePrivateKey())
    expect(
      (await register(key, `${freshLabel('next-day')}.portico.id`, { remoteAddress })).status,
    ).toBe(200)
  })

  test(`parallel registrations by one address stop at ${NAMES_PER_ADDRESS} names (counted under a lock)`, async () => {
    const racer = privateKeyToAccount(generatePrivateKey())
    // Signed first (each with its own nonce), then posted at once: on PostgreSQL (CI's real-service
    // pass) the requests interleave, and only the lock keeps them from all passing the count.
    const signed = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        signedRegistration(racer, `${freshLabel(`race${i}`)}.portico.id`),
      ),
    )
    const answers = await Promise.all(signed.map((body) => post(racer, body)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(NAMES_PER_ADDRESS)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(8 - NAMES_PER_ADDRESS)
    expect((await get(`/v1/profile/reverse/${racer.address}`)).body).toHaveLength(NAMES_PER_ADDRESS)
  })

  test('an avatar that is not an https: or ipfs: URL is 400', async () => {
    const name = `${freshLabel('avatar')}.portico.id`
    for (const avatar of ['http://evil.test/a.png', 'javascript:alert(1)']) {
      const refused = await register(carol, name, { attributes: { avatar } })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(
        `Error registering name ${name}: the avatar must be an https: or ipfs: URL`,
      )
    }
    expect(
      (await register(carol, name, { attributes: { avatar: 'ipfs://bafy/a.png' } })).status,
    ).toBe(200)
  })
})

describe('refusals', () => {
  const carol = privateKeyToAccount(generatePrivateKey())
  const mallory = privateKeyToAccount(generatePrivateKey())

  test('invalid labels and another zone are 400 (SPEC §5)', async () => {
    for (const name of [
      'abc.portico.id',
      'a_bc.portico.id',
      'al ice.portico.id',
      `${'a'.repeat(64)}.portico.id`,
    ]) {
      const refused = await register(carol, name)
      expect(refused.status, name).toBe(400)
      expect(refused.body.message).toBe(
        `Error registering name ${name}: the name may use letters, digits and hyphens only, 4 to 63 characters`,
      )
    }
    const other = await register(carol, `${freshLabel('zone')}.other.id`)
    expect(other.status).toBe(400)
    expect(other.body.message).toMatch(/the name must end with \.portico\.id$/)
    expect((await post(carol, { message: 'not json', signature: '0x' })).status).toBe(400)
  })

  test("a signature that is not the address's is 401 and registers nothing", async () => {
    const name = `${freshLabel('forged')}.portico.id`
    const refused = await register(carol, name, {
      signature: (typedData) => mallory.signTypedData(typedData),
    })
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe(
      `Error registering name ${name}: the signature is not from ${carol.address}`,
    )
    // Carol's signature of another registration does not register this one either.
    const elsewhere = await signedRegistration(carol, `${freshLabel('x')}.portico.id`)
    const tampered = await register(carol, name, { signature: elsewhere.signature })
    expect(tampered.status).toBe(401)
    expect((await get(`/v1/profile/account/${name}`)).status).toBe(404)
  })

  test('a taken name is 409, in any letter case, and keeps its first owner', async () => {
    const label = freshLabel('taken')
    expect((await register(carol, `${label}.portico.id`)).status).toBe(200)
    const refused = await register(mallory, `${label.toUpperCase()}.portico.id`)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      `Error registering name ${label}.portico.id: the name is taken`,
    )
    const lookup = await get(`/v1/profile/account/${label}.portico.id`)
    expect(lookup.body.addresses['60'].address).toBe(carol.address)
  })

  test('an unserved chain or coin type is 400, an unknown project 401', async () => {
    const name = `${freshLabel('coin')}.portico.id`
    const chain = await register(carol, name, { chainId: 501 })
    expect(chain.status).toBe(400)
    expect(chain.body.message).toBe(
      `Error registering name ${name}: eip155:501 is not a served EVM chain`,
    )
    const coin = await register(carol, name, { coinType: 501 })
    expect(coin.status).toBe(400)
    const lookup = await server.app.inject(`/v1/profile/account/${name}?projectId=nope`)
    expect(lookup.statusCode).toBe(401)
    expect((await server.app.inject('/v1/profile/nonce?projectId=nope')).statusCode).toBe(401)
  })
})

describe('races and the configured zone', () => {
  test('two registrations of one name at once: exactly one wins', async () => {
    const name = `${freshLabel('race')}.portico.id`
    const [a, b] = [
      privateKeyToAccount(generatePrivateKey()),
      privateKeyToAccount(generatePrivateKey()),
    ]
    const results = await Promise.all([register(a, name), register(b, name)])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
  })

  test('PORTICO_NAME_ZONE sets the zone names are registered and suggested under', async () => {
    const other = await startTestServer({ PORTICO_NAME_ZONE: 'names.test' }, clock)
    try {
      const erin = privateKeyToAccount(generatePrivateKey())
      const { typedData, message } = createNameRegistration({
        name: `${freshLabel('erin')}.names.test`,
        zone: 'names.test',
        projectId,
        chainId: 31337,
        owner: erin.address,
        nonce: await nonceOf(other),
      })
      const response = await other.app.inject({
        method: 'POST',
        url: '/v1/profile/account',
        payload: {
          coin_type: 60,
          address: erin.address,
          message,
          signature: await erin.signTypedData(typedData),
          projectId,
        },
      })
      expect(response.statusCode).toBe(200)
      const suggestions = await other.app.inject(
        `/v1/profile/suggestions/frank?projectId=${projectId}`,
      )
      expect(suggestions.json().suggestions[0]).toEqual({
        name: 'frank.names.test',
        registered: false,
      })
    } finally {
      await other.close()
    }
  })
})

describe('suggestions', () => {
  test('the name first when free, then free variants; taken ones left out', async () => {
    const dave = privateKeyToAccount(generatePrivateKey())
    const label = freshLabel('dave')
    const before = await get(`/v1/profile/suggestions/${label}?zone=portico.id`)
    expect(before.body.suggestions.map((s: { name: string }) => s.name)).toEqual([
      `${label}.portico.id`,
      `${label}-1.portico.id`,
      `${label}1.portico.id`,
      `${label}-2.portico.id`,
      `${label}2.portico.id`,
    ])
    expect((await register(dave, `${label}.portico.id`)).status).toBe(200)
    expect((await register(dave, `${label}1.portico.id`)).status).toBe(200)
    const after = await get(`/v1/profile/suggestions/${label}.portico.id`)
    expect(after.body.suggestions.map((s: { name: string }) => s.name)).toEqual([
      `${label}-1.portico.id`,
      `${label}-2.portico.id`,
      `${label}2.portico.id`,
      `${label}-3.portico.id`,
      `${label}3.portico.id`,
    ])
    expect((await get(`/v1/profile/suggestions/${label}?zone=other.id`)).status).toBe(400)
    expect((await get('/v1/profile/suggestions/a_b')).status).toBe(400)
  })
})

describe('smart accounts on the devnet (ERC-1271, ERC-6492)', () => {
  const rpcUrl = inject('rpcUrlByChain')['eip155:31337'] as string
  const client = createPublicClient({ transport: http(rpcUrl) })
  // A deployer no other suite uses (index 21, funded below); the accounts' owner is a fresh key.
  const deployer = mnemonicToAccount(inject('mnemonic'), { addressIndex: 21 })
  const wallet = createWalletClient({ account: deployer, transport: http(rpcUrl) })
  const owner = privateKeyToAccount(generatePrivateKey())
  const stranger = privateKeyToAccount(generatePrivateKey())
  const abi = ownedAccount.abi
  let factory: Hex
  beforeAll(async () => {
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [deployer.address, toHex(parseEther('10'))] as never,
    })
    const deployed = await client.waitForTransactionReceipt({
      hash: await wallet.deployContract({
        abi,
        bytecode: ownedAccount.bytecode as Hex,
        chain: null,
      }),
    })
    factory = deployed.contractAddress as Hex
  }, 60_000)
  const freshAccount = async () => {
    const salt = keccak256(toHex(`${Date.now()}-${Math.random()}`))
    const address = (await client.readContract({
      address: factory,
      abi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    })) as Hex
    return { salt, address }
  }

  test("ERC-1271: a deployed account registers with its owner's signature; a stranger cannot", async () => {
    const { salt, address: account } = await freshAccount()
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: factory,
        abi,
        functionName: 'createAccount',
        args: [owner.address, salt],
        chain: null,
      }),
    })
    const name = `${freshLabel('smart')}.portico.id`
    expect((await register(stranger, name, { address: account })).status).toBe(401)
    const ok = await register(owner, name, { address: account })
    expect(ok).toEqual({ status: 200, body: { success: true, name } })
    expect((await get(`/v1/profile/reverse/${account}`)).body[0].name).toBe(name)
  }, 60_000)

  test('ERC-6492: an account not deployed yet registers with a wrapped signature', async () => {
    const { salt, address: account } = await freshAccount()
    const data = encodeFunctionData({
      abi,
      functionName: 'createAccount',
      args: [owner.address, salt],
    })
    const wrap = (by: Signer) => async (typedData: TypedData) =>
      serializeErc6492Signature({
        address: factory,
        data,
        signature: await by.signTypedData(typedData),
      })
    const name = `${freshLabel('counterfactual')}.portico.id`
    const refused = await register(stranger, name, { address: account, signature: wrap(stranger) })
    expect(refused.status).toBe(401)
    const ok = await register(owner, name, { address: account, signature: wrap(owner) })
    expect(ok.status).toBe(200)
    expect(await client.getCode({ address: account })).toBeUndefined()
    expect((await get(`/v1/profile/account/${name}`)).body.addresses['60'].address).toBe(account)
  }, 60_000)

  test('a malformed signature is 401, not a server error', async () => {
    for (const signature of ['0x', '0x1234', `0x${'00'.repeat(65)}`] as Hex[]) {
      const name = `${freshLabel('malformed')}.portico.id`
      const refused = await register(owner, name, { signature })
      expect(refused.status, signature).toBe(401)
    }
  })
})
