import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { InvalidSignInputError } from '../errors/sign'
import { buildAuthObject } from './buildAuthObject'
import { formatAuthMessage } from './formatAuthMessage'
import type { AuthPayload } from './types'
import { verifyCacao } from './verifyCacao'

// anvil's first two keys (public test keys)
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const other = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const request: AuthPayload = {
  chains: ['eip155:1'],
  domain: 'app.portico.test',
  aud: 'https://app.portico.test/',
  version: '1',
  nonce: '0b9e8d7c6a5f',
  iat: '2026-01-01T00:00:00.000Z',
  statement: 'Sign in',
}
const iss = `did:pkh:eip155:1:${account.address}`

async function signed(signer = account, payload = request) {
  const s = await signer.signMessage({ message: formatAuthMessage({ request: payload, iss }) })
  return buildAuthObject({ request: payload, signature: { t: 'eip191', s }, iss })
}

describe('verifyCacao', () => {
  it('accepts an eip191 CACAO signed by its iss and returns the signed text', async () => {
    const cacao = await signed()
    const result = await verifyCacao(cacao, request)
    expect(result).toEqual({ cacao, message: formatAuthMessage({ request, iss }), verified: true })
  })

  it('refuses a signature from another account, a changed field or another request', async () => {
    await expect(verifyCacao(await signed(other), request)).rejects.toThrow(
      `the CACAO signature is not from ${account.address}`,
    )
    const cacao = await signed()
    await expect(verifyCacao({ ...cacao, p: { ...cacao.p, statement: 'Other' } })).rejects.toThrow(
      InvalidSignInputError,
    )
    await expect(verifyCacao(cacao, { ...request, domain: 'evil.test' })).rejects.toThrow(
      "the CACAO's domain is not the requested one",
    )
  })

  it('leaves eip1271 to the server (not verified here) and refuses malformed CACAOs', async () => {
    const cacao = await signed()
    const contract = { ...cacao, s: { t: 'eip1271' as const, s: '0x1234' } }
    expect((await verifyCacao(contract, request)).verified).toBe(false)
    await expect(verifyCacao({ ...cacao, h: { t: 'eip4361' } })).rejects.toThrow('h.t = caip122')
    await expect(verifyCacao({ ...cacao, s: { t: 'eip191', s: 'nothex' } })).rejects.toThrow('hex')
    await expect(
      verifyCacao({ ...cacao, p: { ...cacao.p, iss: 'did:pkh:solana:x:abc' } }),
    ).rejects.toThrow('eip155 account')
    await expect(verifyCacao(null)).rejects.toThrow(InvalidSignInputError)
  })
})
