import { parseSiwxMessage } from '@portico/core/siwx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeMessage } from '../../src/siwx/revokeMessage'
import { appOrigin, projectId, type SiwxTestServer } from './siwxTestKit'
import { solanaChainId, solanaMessage, startSolanaSiwxServer } from './solanaServer'
import { devnetSolanaSigner, randomSolanaSigner, type SolanaTestSigner } from './solanaSigner'

let server: SiwxTestServer
let signer: SolanaTestSigner
beforeAll(async () => {
  server = await startSolanaSiwxServer()
  signer = await devnetSolanaSigner(7)
})
afterAll(() => server.close())

async function signIn(who: SolanaTestSigner = signer) {
  const message = server.message(await server.nonce(), solanaMessage(who.address))
  const signature = await who.signMessage(message)
  const response = await server.verify({ message, signature })
  const token = response.cookies.find((cookie) => cookie.name === 'portico_session')?.value ?? ''
  return { message, signature, response, token }
}

const get = (url: string, token?: string) =>
  server.app.inject({
    url,
    ...(token === undefined ? {} : { cookies: { portico_session: token } }),
  })
const post = (url: string, options: { token?: string; payload?: object } = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { origin: appOrigin },
    ...(options.token === undefined ? {} : { cookies: { portico_session: options.token } }),
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  })

describe('Sign in with Solana: nonce, ed25519 verification, session cookie', () => {
  it('signs the Sign in with Solana text (no EIP-4361 empty statement line, the local chain by its reference)', async () => {
    const message = server.message('abcdefgh12345678', {
      ...solanaMessage(signer.address),
      statement: undefined,
    })
    expect(message.split('\n').slice(0, 5)).toEqual([
      'app.test wants you to sign in with your Solana account:',
      signer.address,
      '',
      'URI: https://app.test/',
      'Version: 1',
    ])
    // a public cluster is named (mainnet/testnet/devnet, core's tests); a local chain by its reference
    expect(message).toContain(`\nChain ID: ${solanaChainId.slice('solana:'.length)}\n`)
  })

  it('verifies a @solana/kit signBytes signature (base58), opens a session, sets the cookie', async () => {
    const { message, signature, response, token } = await signIn()
    expect(response.statusCode).toBe(200)
    const { session } = response.json()
    expect(session).toMatchObject({
      projectId,
      address: `${solanaChainId}:${signer.address}`,
      caipNetworkId: solanaChainId,
      message,
      signature,
      revokedAt: null,
    })
    expect(parseSiwxMessage(session.message).accountAddress).toBe(signer.address)
    expect(Date.parse(session.expiresAt) - Date.parse(session.issuedAt)).toBe(7 * 24 * 3_600_000)
    const cookie = response.cookies.find((c) => c.name === 'portico_session')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.maxAge).toBe(7 * 24 * 3_600)

    expect((await get(`/v1/sessions/${session.id}`, token)).json()).toEqual(session)
    // The kit asks with the wallet's base58 address; the CAIP-10 account works too.
    for (const address of [signer.address, session.address]) {
      const list = await get(
        `/v1/sessions?projectId=${projectId}&address=${address}&chainId=${solanaChainId}`,
        token,
      )
      expect(list.json()).toEqual({ sessions: [session] })
    }
    // base58 is case-sensitive: another case is another account.
    const otherCase = await get(
      `/v1/sessions?projectId=${projectId}&address=${signer.address.toLowerCase()}`,
      token,
    )
    expect(otherCase.json()).toEqual({ sessions: [] })
    const otherChain = await get(
      `/v1/sessions?projectId=${projectId}&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
      token,
    )
    expect(otherChain.json()).toEqual({ sessions: [] })
  })

  it('accepts the same 64 bytes in padded base64, and an independent ed25519 (noble) key', async () => {
    const message = server.message(await server.nonce(), solanaMessage(signer.address))
    const bytes = await signer.signBytes(message)
    const base64 = Buffer.from(bytes).toString('base64')
    expect(base64).toMatch(/==$/)
    const response = await server.verify({ message, signature: base64 })
    expect(response.statusCode).toBe(200)
    expect(response.json().session.signature).toBe(base64)

    const fresh = randomSolanaSigner()
    expect((await signIn(fresh)).response.statusCode).toBe(200)
  })

  it('refuses a replayed nonce with the EVM text', async () => {
    const { message, signature, response } = await signIn()
    expect(response.statusCode).toBe(200)
    const replay = await server.verify({ message, signature })
    expect(replay.statusCode).toBe(409)
    expect(replay.json()).toEqual({ error: 'Conflict', message: 'Nonce already used' })
  })

  it('revokes with the cookie, and signs out', async () => {
    const first = await signIn()
    const { session } = first.response.json()
    const revoked = await post(`/v1/sessions/${session.id}/revoke`, { token: first.token })
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().session.revokedAt).toBe(new Date(server.clock.now()).toISOString())
    expect((await get(`/v1/sessions/${session.id}`, first.token)).statusCode).toBe(404)

    const second = await signIn()
    const out = await post(`/v1/siwx/sign-out?projectId=${projectId}`, { token: second.token })
    expect(out.json()).toEqual({ revoked: true })
    const cleared = out.cookies.find((cookie) => cookie.name === 'portico_session')
    expect(cleared?.value).toBe('')
    const after = await get(`/v1/sessions?projectId=${projectId}`, second.token)
    expect(after.json()).toEqual({ sessions: [] })
  })

  it('revokes without the cookie by an ed25519 signature of the revoke text, not by another key', async () => {
    const { response } = await signIn()
    const { session } = response.json()
    const text = revokeMessage(session.id)
    const other = randomSolanaSigner()
    const wrong = await post(`/v1/sessions/${session.id}/revoke`, {
      payload: { pci: session.id, signature: await other.signMessage(text) },
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe(`Signature is not from ${signer.address}`)
    const right = await post(`/v1/sessions/${session.id}/revoke`, {
      payload: { pci: session.id, signature: await signer.signMessage(text) },
    })
    expect(right.statusCode).toBe(200)
    expect(right.json().session.revokedAt).not.toBeNull()
  })
})
