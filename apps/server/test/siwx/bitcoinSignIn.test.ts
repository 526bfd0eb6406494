import { bitcoinReferences } from '@portico/core/caip'
import { parseSiwxMessage } from '@portico/core/siwx'
import { verifyPorticoToken } from '@portico/verify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeMessage } from '../../src/siwx/revokeMessage'
import { type BitcoinTestSigner, devnetBitcoinSigner, devnetKey7 } from './bitcoinSigner'
import { appOrigin, projectId, type SiwxTestServer, startSiwxServer } from './siwxTestKit'

const issuer = 'https://portico.test'
/** The devnet's chain (regtest). */
const chainId = `bip122:${bitcoinReferences.regtest}` as const
let server: SiwxTestServer
const signer = devnetBitcoinSigner(7)
const other = devnetBitcoinSigner(8)

beforeAll(async () => {
  // The bip122 upstream is an Esplora API that sign-in never asks (BIP-322 needs no chain): a
  // closed port here proves it, as every sign-in below succeeds or is refused without it.
  server = await startSiwxServer({
    PORTICO_RPC_URLS: `${chainId}=http://127.0.0.1:9/esplora`,
    PORTICO_PUBLIC_URL: issuer,
  })
})
afterAll(() => server?.close())

/** A Bitcoin sign-in message for `who` on a fresh nonce, with `overrides`. */
async function message(who: BitcoinTestSigner = signer, overrides = {}) {
  return server.message(await server.nonce(), {
    accountAddress: who.address,
    chainId,
    ...overrides,
  })
}

async function attempt(text: string, signature: string) {
  const response = await server.verify({ message: text, signature })
  return { status: response.statusCode, body: response.json(), cookies: response.cookies }
}

const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
  response.cookies.find((cookie) => cookie.name === 'portico_session')?.value ?? ''

describe('Sign in with Bitcoin: BIP-322 verification, session, token, revoke', () => {
  it('writes the Bitcoin message on the devnet chain (regtest reference)', async () => {
    const text = await message()
    expect(text.split('\n').slice(0, 2)).toEqual([
      'app.test wants you to sign in with your Bitcoin account:',
      signer.address,
    ])
    expect(text).toContain(`\nChain ID: ${bitcoinReferences.regtest}\n`)
  })

  it('signs in with a devnet key (P2WPKH, BIP-322 simple): session, cookie, sessions, token', async () => {
    const text = await message()
    const signature = signer.signMessage(text)
    const response = await server.verify({ message: text, signature })
    expect(response.statusCode).toBe(200)
    const { session } = response.json()
    expect(session).toMatchObject({
      projectId,
      address: signer.address,
      caipNetworkId: chainId,
      message: text,
      signature,
      revokedAt: null,
    })
    expect(parseSiwxMessage(session.message).accountAddress).toBe(signer.address)
    const token = cookieOf(response)
    const list = await server.app.inject({
      url: `/v1/sessions?projectId=${projectId}&address=${signer.address}&chainId=${chainId}`,
      cookies: { portico_session: token },
    })
    expect(list.json()).toEqual({ sessions: [session] })

    // A backend's token names the CAIP-10 Bitcoin account; @portico/verify reads it.
    const tokenResponse = await server.app.inject({
      method: 'POST',
      url: `/v1/siwx/token?projectId=${projectId}`,
      headers: { origin: appOrigin },
      cookies: { portico_session: token },
    })
    expect(tokenResponse.statusCode).toBe(200)
    const jwks = (await server.app.inject('/.well-known/jwks.json')).json()
    expect(
      await verifyPorticoToken(tokenResponse.json().token, {
        issuer,
        audience: projectId,
        jwks,
        currentDate: new Date(server.clock.now()),
      }),
    ).toMatchObject({
      account: `${chainId}:${signer.address}`,
      namespace: 'bip122',
      chainId,
      address: signer.address,
      sessionId: session.id,
    })
  })

  it('signs in with the P2TR address of a devnet key (key path, Schnorr)', async () => {
    const taproot = devnetBitcoinSigner(7, devnetKey7.p2tr)
    const text = await message(taproot)
    const { status, body } = await attempt(text, taproot.signMessage(text))
    expect(status).toBe(200)
    expect(body.session).toMatchObject({ address: devnetKey7.p2tr, caipNetworkId: chainId })
  })

  it('revokes a Bitcoin session with a BIP-322 signature of the revoke text (no cookie)', async () => {
    const text = await message()
    const { body } = await attempt(text, signer.signMessage(text))
    const id = body.session.id as string
    const revoke = (signature: string) =>
      server.app.inject({
        method: 'POST',
        url: `/v1/sessions/${id}/revoke`,
        headers: { origin: appOrigin },
        payload: { pci: id, signature },
      })
    const refused = await revoke(other.signMessage(revokeMessage(id)))
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toEqual({
      error: 'Unauthorized',
      message: `Signature is not from ${signer.address}`,
    })
    const revoked = await revoke(signer.signMessage(revokeMessage(id)))
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().session.revokedAt).not.toBeNull()
  })
})

describe('Sign in with Bitcoin refusals: the existing texts, no session, no cookie', () => {
  it("another key's signature, a tampered message, a tampered signature", async () => {
    const text = await message()
    const notFrom = { status: 401, body: { message: `Signature is not from ${signer.address}` } }
    expect(await attempt(text, other.signMessage(text))).toMatchObject({ ...notFrom, cookies: [] })
    const signature = signer.signMessage(text)
    const tampered = text.replace('Sign in to Portico', 'Sign in to Portico!')
    expect(await attempt(tampered, signature)).toMatchObject(notFrom)
    const bytes = Buffer.from(signature, 'base64')
    bytes[10] = (bytes[10] ?? 0) ^ 1
    expect(await attempt(text, bytes.toString('base64'))).toMatchObject(notFrom)
    // The untouched signature still signs in: the nonce was not used by the refusals.
    expect((await attempt(text, signature)).status).toBe(200)
  })

  it('a message naming another address than the signer (wrong address)', async () => {
    const text = await message(other)
    expect(await attempt(text, signer.signMessage(text))).toMatchObject({
      status: 401,
      body: { message: `Signature is not from ${other.address}` },
    })
  })

  it('an address of another network than the chain', async () => {
    // The kit cannot write it (formatSiwxMessage refuses); a hand-made text says testnet.
    const text = (await message()).replace(
      `Chain ID: ${bitcoinReferences.regtest}`,
      `Chain ID: ${bitcoinReferences.testnet}`,
    )
    expect(await attempt(text, signer.signMessage(text))).toMatchObject({
      status: 400,
      body: {
        message: `Invalid sign-in message: accountAddress must be a Bitcoin address of the chain ${bitcoinReferences.testnet} (bech32, bech32m or base58check), got "${signer.address}"`,
      },
      cookies: [],
    })
  })

  it('a bip122 chain the server does not serve', async () => {
    const mainnet = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
    const chain = `bip122:${bitcoinReferences.mainnet}` as const
    const text = server.message(await server.nonce(), { accountAddress: mainnet, chainId: chain })
    expect(await attempt(text, signer.signMessage(await message()))).toMatchObject({
      status: 400,
      body: { message: `Chain ${chain} is not supported` },
      cookies: [],
    })
  })

  it('an address type BIP-322 is not verified for (P2PKH)', async () => {
    const text = await message(signer, { accountAddress: devnetKey7.p2pkh })
    expect(await attempt(text, signer.signMessage(text))).toMatchObject({
      status: 400,
      body: {
        error: 'Bad Request',
        message: `Sign-in with ${devnetKey7.p2pkh} is not supported: use a P2WPKH or P2TR address`,
      },
      cookies: [],
    })
  })
})
