import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signer as evmSigner, type SiwxTestServer } from './siwxTestKit'
import { solanaMessage, startSolanaSiwxServer } from './solanaServer'
import { devnetSolanaSigner, randomSolanaSigner, type SolanaTestSigner } from './solanaSigner'

let server: SiwxTestServer
let signer: SolanaTestSigner
beforeAll(async () => {
  server = await startSolanaSiwxServer()
  signer = await devnetSolanaSigner(6)
})
afterAll(() => server.close())

const iso = (ms: number) => new Date(ms).toISOString()

/** A Sign in with Solana message for `signer` with `overrides`, on a fresh nonce. */
async function message(overrides = {}) {
  return server.message(await server.nonce(), solanaMessage(signer.address, overrides))
}

/** Signs `text` with `signer` (base58) and posts it; returns status, body and cookies. */
async function attempt(text: string, signature?: string) {
  const response = await server.verify({
    message: text,
    signature: signature ?? (await signer.signMessage(text)),
  })
  return { status: response.statusCode, body: response.json(), cookies: response.cookies }
}

describe('Sign in with Solana refusals: the EVM rules and texts, no session, no cookie', () => {
  it('a domain that is not an allowed origin', async () => {
    expect(await attempt(await message({ domain: 'evil.test' }))).toMatchObject({
      status: 403,
      body: {
        error: 'Forbidden',
        message: 'Domain evil.test is not an allowed origin of this project',
      },
      cookies: [],
    })
  })

  it('a uri on a foreign origin', async () => {
    expect(await attempt(await message({ uri: 'https://evil.test/login' }))).toMatchObject({
      status: 403,
      body: { message: 'URI https://evil.test/login is not on an allowed origin of this project' },
    })
  })

  it('an expired message, and a not-before still ahead (injected clock)', async () => {
    const expirationTime = iso(server.clock.now() + 60_000)
    const expiring = await message({ expirationTime })
    server.clock.advance(60_000)
    expect(await attempt(expiring)).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized', message: `Message expired at ${expirationTime}` },
    })
    const notBefore = iso(server.clock.now() + 30_000)
    const early = await message({ notBefore })
    expect(await attempt(early)).toMatchObject({
      status: 401,
      body: { message: `Message not valid before ${notBefore}` },
    })
    server.clock.advance(30_000)
    expect((await attempt(early)).status).toBe(200)
  })

  it('a Solana chain the server does not serve', async () => {
    for (const chainId of [
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ] as const)
      expect(await attempt(await message({ chainId }))).toMatchObject({
        status: 400,
        body: { message: `Chain ${chainId} is not supported` },
      })
  })

  it('a signature by another key, over other bytes, or of the wrong size or encoding', async () => {
    const text = await message()
    const other = randomSolanaSigner()
    const notFrom = { status: 401, body: { message: `Signature is not from ${signer.address}` } }
    expect(await attempt(text, await other.signMessage(text))).toMatchObject(notFrom)
    // Signed with a line changed: the server verifies the exact bytes it was given.
    const tampered = await signer.signMessage(text.replace('Sign in to Portico', 'Sign in'))
    expect(await attempt(text, tampered)).toMatchObject(notFrom)
    const bytes = await signer.signBytes(text)
    for (const signature of [
      `0x${Buffer.from(bytes).toString('hex')}`, // hex is EVM's encoding
      Buffer.from(bytes.subarray(0, 63)).toString('base64'), // 63 bytes
      Buffer.from(bytes).toString('base64').replace(/=+$/, ''), // base64 without its padding
      Buffer.concat([bytes, Buffer.from([0])]).toString('base64'), // 65 bytes
    ])
      expect(await attempt(text, signature)).toMatchObject({ ...notFrom, cookies: [] })
    // Characters of neither encoding (base64url's "-" and "_") are refused by the body schema.
    expect(await attempt(text, `${'A'.repeat(85)}-_`)).toMatchObject({
      status: 400,
      body: {
        message:
          'Invalid body field "signature": must be 0x-prefixed hex (eip155), base58 or base64 (solana), or base64 (bip122)',
      },
    })
    // The nonce was not used up by the refusals.
    expect((await attempt(text)).status).toBe(200)
  })

  it('an EVM signature of a Solana message, and a Solana signature of an EVM message', async () => {
    const text = await message()
    expect(await attempt(text, await evmSigner.signMessage({ message: text }))).toMatchObject({
      status: 401,
      body: { message: `Signature is not from ${signer.address}` },
    })
    const evm = server.message(await server.nonce())
    expect(await attempt(evm, await signer.signMessage(evm))).toMatchObject({
      status: 401,
      body: { message: `Signature is not from ${evmSigner.address}` },
    })
  })

  it('an unknown nonce, one expired after 5 minutes, a used one', async () => {
    const unknown = server.message('abcdefgh12345678', solanaMessage(signer.address))
    expect(await attempt(unknown)).toMatchObject({
      status: 401,
      body: { message: 'Unknown nonce' },
    })
    const nonce = await server.nonce()
    server.clock.advance(5 * 60_000)
    expect(await attempt(server.message(nonce, solanaMessage(signer.address)))).toMatchObject({
      status: 401,
      body: { message: 'Nonce expired' },
    })
    const text = await message()
    expect((await attempt(text)).status).toBe(200)
    expect(await attempt(text)).toMatchObject({
      status: 409,
      body: { message: 'Nonce already used' },
    })
  })

  it('two racing verifications of one nonce: exactly one session', async () => {
    const text = await message()
    const signature = await signer.signMessage(text)
    const results = await Promise.all(
      Array.from({ length: 4 }, () => server.verify({ message: text, signature })),
    )
    expect(results.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409])
  })

  it('a message in the EIP-4361 layout, or with an EVM address, is no Solana message', async () => {
    const text = await message({ statement: undefined })
    const eip4361Layout = text.replace(`${signer.address}\n\n`, `${signer.address}\n\n\n`)
    expect(await attempt(eip4361Layout)).toMatchObject({
      status: 400,
      body: {
        error: 'Bad Request',
        message: 'Invalid sign-in message: statement must be one line followed by an empty line',
      },
    })
    const evmAddress = text.replace(signer.address, evmSigner.address)
    expect(await attempt(evmAddress)).toMatchObject({
      status: 400,
      body: {
        message: `Invalid sign-in message: accountAddress must be a base58 address, got "${evmSigner.address}"`,
      },
    })
  })
})
