import { formatMessage, populateAuthPayload as officialPopulate } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { formatAuthMessage } from './formatAuthMessage'
import { populateAuthPayload } from './populateAuthPayload'
import { decodeRecap, encodeRecap, mergeRecaps, recapAbilities } from './recap'
import type { AuthPayload } from './types'

const iss = 'did:pkh:eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const methodsRecap = {
  att: {
    eip155: recapAbilities('request', ['personal_sign', 'eth_sendTransaction', 'wallet_sendCalls']),
  },
}
const request: AuthPayload = {
  type: 'caip122',
  chains: ['eip155:1', 'eip155:10', 'eip155:31337'],
  domain: 'app.portico.test',
  aud: 'https://app.portico.test/login',
  version: '1',
  nonce: 'a1b2c3d4e5f6',
  iat: '2026-01-01T00:00:00.000Z',
  statement: 'Sign in to Portico',
  resources: ['https://portico.test/tos', encodeRecap(methodsRecap)],
}
const wallet = {
  chains: ['eip155:31337', 'eip155:1'],
  methods: ['personal_sign', 'eth_sendTransaction'],
}

const cases: [string, AuthPayload][] = [
  ['a ReCap of methods after another resource', request],
  ['no statement', { ...request, statement: '' }],
  [
    'a ReCap with a second resource',
    {
      ...request,
      resources: [
        encodeRecap(
          mergeRecaps(methodsRecap, {
            att: { 'https://files.portico.test': recapAbilities('crud', ['read']) },
          }),
        ),
      ],
    },
  ],
]

describe('populateAuthPayload', () => {
  it.each(cases)('narrows like the official populateAuthPayload: %s', (_, authPayload) => {
    const ours = populateAuthPayload({ authPayload, ...wallet })
    const official = officialPopulate({
      authPayload: authPayload as never,
      ...wallet,
    }) as AuthPayload
    expect(ours).toEqual(official)
    expect(formatAuthMessage({ request: ours, iss })).toBe(formatMessage(official as never, iss))
  })

  it('keeps the requested chains it supports, in the request order, limits the ReCap to them', () => {
    const ours = populateAuthPayload({ authPayload: request, ...wallet })
    expect(ours.chains).toEqual(['eip155:1', 'eip155:31337'])
    const recap = decodeRecap(ours.resources?.at(-1) as string)
    expect(recap.att.eip155).toEqual({
      'request/eth_sendTransaction': [{ chains: ['eip155:1', 'eip155:31337'] }],
      'request/personal_sign': [{ chains: ['eip155:1', 'eip155:31337'] }],
    })
    expect(ours.statement).toBe(
      "Sign in to Portico I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.",
    )
    expect(ours.resources?.[0]).toBe('https://portico.test/tos')
  })

  it('without a ReCap only the chains narrow; without wallet chains nothing changes', () => {
    const plain = { ...request, resources: ['https://portico.test/tos'] }
    expect(populateAuthPayload({ authPayload: plain, ...wallet })).toEqual({
      ...plain,
      chains: ['eip155:1', 'eip155:31337'],
    })
    expect(populateAuthPayload({ authPayload: request, chains: [], methods: [] })).toBe(request)
  })

  it('refuses when no chain or no requested method is supported', () => {
    expect(() =>
      populateAuthPayload({ authPayload: request, chains: ['eip155:56'], methods: wallet.methods }),
    ).toThrow('none of the requested chains')
    expect(() =>
      populateAuthPayload({ authPayload: request, chains: wallet.chains, methods: ['eth_sign'] }),
    ).toThrow('none of the requested methods')
    expect(() =>
      populateAuthPayload({ authPayload: { ...request, chains: undefined as never }, ...wallet }),
    ).toThrow('authPayload.chains')
  })
})
