import {
  formatMessage,
  buildAuthObject as officialBuildAuthObject,
  populateAuthPayload as officialPopulate,
} from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { InvalidSignInputError } from '../errors/sign'
import { buildAuthObject } from './buildAuthObject'
import { formatAuthMessage } from './formatAuthMessage'
import { encodeRecap, recapAbilities } from './recap'
import type { AuthPayload } from './types'

// anvil's first key (a public test key)
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const request: AuthPayload = {
  type: 'caip122',
  chains: ['eip155:1', 'eip155:31337'],
  domain: 'app.portico.test',
  aud: 'https://app.portico.test/login',
  version: '1',
  nonce: '8c1d7e2f9a3b',
  iat: '2026-01-01T00:00:00.000Z',
  exp: '2026-01-02T00:00:00.000Z',
  statement: 'Sign in',
  requestId: 'r-1',
  resources: [encodeRecap({ att: { eip155: recapAbilities('request', ['personal_sign']) } })],
}

describe('buildAuthObject', () => {
  it('builds the same CACAO as the official buildAuthObject, with or without the did:pkh prefix', async () => {
    const populated = officialPopulate({
      authPayload: request as never,
      chains: ['eip155:31337'],
      methods: ['personal_sign'],
    }) as AuthPayload
    const iss = `did:pkh:eip155:31337:${account.address}`
    const s = await account.signMessage({ message: formatAuthMessage({ request: populated, iss }) })
    const ours = buildAuthObject({ request: populated, signature: { t: 'eip191', s }, iss })
    const official = officialBuildAuthObject(populated as never, { t: 'eip191', s }, iss)
    expect(JSON.stringify(ours)).toBe(JSON.stringify(official))
    expect(
      buildAuthObject({ request: populated, signature: { t: 'eip191', s }, iss: iss.slice(8) }),
    ).toEqual(ours)
    expect(ours.h).toEqual({ t: 'caip122' })
    expect(ours.p.iss).toBe(iss)
    expect(formatAuthMessage({ request: ours.p, iss: ours.p.iss })).toBe(
      formatMessage(official.p as never, official.p.iss),
    )
  })

  it('refuses a bad issuer or signature', () => {
    const signature = { t: 'eip191' as const, s: '0x12' }
    expect(() => buildAuthObject({ request, signature, iss: 'did:pkh:nope' })).toThrow('did:pkh')
    expect(() =>
      buildAuthObject({
        request,
        signature: { t: 'bls' as never, s: '0x12' },
        iss: `eip155:1:${account.address}`,
      }),
    ).toThrow(InvalidSignInputError)
    expect(() =>
      buildAuthObject({
        request,
        signature: { t: 'eip191', s: 'zz' },
        iss: `eip155:1:${account.address}`,
      }),
    ).toThrow('0x-prefixed hex')
  })
})
