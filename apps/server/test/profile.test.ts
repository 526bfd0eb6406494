import { createFakeClock } from '@portico/core'
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
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { CreateServerReturnType } from '../src/createServer'
import ownedAccount from './siwx/contracts/ownedAccount.json' with { type: 'json' }
import { startTestServer } from './startTestServer'

// The name service (/v1/profile/*) on the real server (PGlite, or PostgreSQL with DATABASE_URL),
// with real signatures: viem EOAs (EIP-191) and a deployed ERC-1271 smart account on the devnet.
const projectId = 'portico-local'
const clock = createFakeClock({ start: Date.now() })
let server: CreateServerReturnType
beforeAll(async () => {
  server = await startTestServer({}, clock)
})
afterAll(() => server.close())

/** A label no other run has used (the PostgreSQL pass keeps its rows). */
const freshLabel = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`
const nowSeconds = () => Math.floor(clock.now() / 1000)
const registration = (name: string, attributes: Record<string, string> = {}, at = nowSeconds()) =>
  JSON.stringify({ name, attributes, timestamp: at })

type Signer = { address: Hex; signMessage(args: { message: string }): Promise<Hex> }
async function register(
  signer: Signer,
  message: string,
  options: { coinType?: number; address?: Hex; signature?: Hex } = {},
) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v1/profile/account',
    payload: {
      coin_type: options.coinType ?? 60,
      address: options.address ?? signer.address,
      message,
      signature: options.signature ?? (await signer.signMessage({ message })),
      projectId,
    },
  })
  return { status: response.statusCode, body: response.json() }
}
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
    const ok = await register(
      alice,
      registration(`${label}.portico.id`, { avatar: 'https://a.test/a.png' }),
    )
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
    expect((await register(alice, registration(second))).status).toBe(200)
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

  test('coin_type 0x80000000|31338 registers on the devnet chain 31338', async () => {
    const bob = privateKeyToAccount(generatePrivateKey())
    const coinType = (0x80000000 | 31338) >>> 0
    const name = `${freshLabel('bob')}.portico.id`
    expect((await register(bob, registration(name), { coinType })).status).toBe(200)
    const lookup = await get(`/v1/profile/account/${name}`)
    expect(lookup.body.addresses).toEqual({
      [String(coinType)]: { address: bob.address, created: expect.any(String) },
    })
  })
})

describe('refusals', () => {
  const carol = privateKeyToAccount(generatePrivateKey())
  const mallory = privateKeyToAccount(generatePrivateKey())

  test('a stale or future timestamp (more than 10 minutes away) is 400', async () => {
    const name = `${freshLabel('late')}.portico.id`
    const stale = await register(carol, registration(name, {}, nowSeconds() - 601))
    expect(stale.status).toBe(400)
    expect(stale.body.message).toBe(
      `Error registering name ${name}: the message timestamp is more than 10 minutes away from now: sign it again`,
    )
    expect((await register(carol, registration(name, {}, nowSeconds() + 601))).status).toBe(400)
    expect((await register(carol, registration(name, {}, nowSeconds() - 600))).status).toBe(200)
  })

  test('invalid labels and another zone are 400 (SPEC §5)', async () => {
    for (const name of [
      'abc.portico.id',
      'a_bc.portico.id',
      'al ice.portico.id',
      `${'a'.repeat(64)}.portico.id`,
    ]) {
      const refused = await register(carol, registration(name))
      expect(refused.status, name).toBe(400)
      expect(refused.body.message).toBe(
        `Error registering name ${name}: the name may use letters, digits and hyphens only, 4 to 63 characters`,
      )
    }
    const other = await register(carol, registration(`${freshLabel('zone')}.other.id`))
    expect(other.status).toBe(400)
    expect(other.body.message).toMatch(/the name must end with \.portico\.id$/)
    expect((await register(carol, 'not json')).status).toBe(400)
  })

  test("a signature that is not the address's is 401 and registers nothing", async () => {
    const name = `${freshLabel('forged')}.portico.id`
    const message = registration(name)
    const refused = await register(carol, message, {
      signature: await mallory.signMessage({ message }),
    })
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe(
      `Error registering name ${name}: the signature is not from ${carol.address}`,
    )
    // Carol's signature of another message does not register this one either.
    const tampered = await register(carol, message, {
      signature: await carol.signMessage({
        message: registration(`${freshLabel('x')}.portico.id`),
      }),
    })
    expect(tampered.status).toBe(401)
    expect((await get(`/v1/profile/account/${name}`)).status).toBe(404)
  })

  test('a taken name is 409, in any letter case, and keeps its first owner', async () => {
    const label = freshLabel('taken')
    expect((await register(carol, registration(`${label}.portico.id`))).status).toBe(200)
    const refused = await register(mallory, registration(`${label.toUpperCase()}.portico.id`))
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      `Error registering name ${label}.portico.id: the name is taken`,
    )
    const lookup = await get(`/v1/profile/account/${label}.portico.id`)
    expect(lookup.body.addresses['60'].address).toBe(carol.address)
  })

  test('an unserved coin type is 400, an unknown project 401', async () => {
    const name = `${freshLabel('coin')}.portico.id`
    const coin = await register(carol, registration(name), { coinType: 501 })
    expect(coin.status).toBe(400)
    expect(coin.body.message).toBe(
      `Error registering name ${name}: coin_type 501 is not a served EVM chain`,
    )
    const lookup = await server.app.inject(`/v1/profile/account/${name}?projectId=nope`)
    expect(lookup.statusCode).toBe(401)
  })
})

describe('races and the configured zone', () => {
  test('two registrations of one name at once: exactly one wins', async () => {
    const name = `${freshLabel('race')}.portico.id`
    const [a, b] = [
      privateKeyToAccount(generatePrivateKey()),
      privateKeyToAccount(generatePrivateKey()),
    ]
    const results = await Promise.all([
      register(a, registration(name)),
      register(b, registration(name)),
    ])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
  })

  test('PORTICO_NAME_ZONE sets the zone names are registered and suggested under', async () => {
    const other = await startTestServer({ PORTICO_NAME_ZONE: 'names.test' }, clock)
    try {
      const erin = privateKeyToAccount(generatePrivateKey())
      const message = registration(`${freshLabel('erin')}.names.test`)
      const response = await other.app.inject({
        method: 'POST',
        url: '/v1/profile/account',
        payload: {
          coin_type: 60,
          address: erin.address,
          message,
          signature: await erin.signMessage({ message }),
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
    expect((await register(dave, registration(`${label}.portico.id`))).status).toBe(200)
    expect((await register(dave, registration(`${label}1.portico.id`))).status).toBe(200)
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
    const message = registration(name)
    expect((await register(stranger, message, { address: account })).status).toBe(401)
    const ok = await register(owner, message, { address: account })
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
    const wrap = async (message: string, by: Signer) =>
      serializeErc6492Signature({
        address: factory,
        data,
        signature: await by.signMessage({ message }),
      })
    const name = `${freshLabel('counterfactual')}.portico.id`
    const message = registration(name)
    const refused = await register(stranger, message, {
      address: account,
      signature: await wrap(message, stranger),
    })
    expect(refused.status).toBe(401)
    const ok = await register(owner, message, {
      address: account,
      signature: await wrap(message, owner),
    })
    expect(ok.status).toBe(200)
    expect(await client.getCode({ address: account })).toBeUndefined()
    expect((await get(`/v1/profile/account/${name}`)).body.addresses['60'].address).toBe(account)
  }, 60_000)

  test('a malformed signature is 401, not a server error', async () => {
    for (const signature of ['0x', '0x1234', `0x${'00'.repeat(65)}`] as Hex[]) {
      const name = `${freshLabel('malformed')}.portico.id`
      const refused = await register(owner, registration(name), { signature })
      expect(refused.status, signature).toBe(401)
    }
  })
})
