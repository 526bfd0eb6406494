// The sign-in text against the official @walletconnect/utils@2.21.8 `formatMessage` (Apache-2.0,
// a dev dependency used only here), byte for byte, on several payloads incl. ReCaps.

import { parseSiwxMessage } from '@portico/core/siwx'
import { createEncodedRecap, formatMessage, mergeEncodedRecaps } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { InvalidAuthRequestError, InvalidSignInputError } from '../errors/sign'
import { formatAuthMessage } from './formatAuthMessage'
import { decodeRecap, encodeRecap, mergeRecaps, recapAbilities } from './recap'
import type { AuthPayload } from './types'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const iss = `did:pkh:eip155:31337:${address}`
const base: AuthPayload = {
  type: 'caip122',
  chains: ['eip155:31337'],
  domain: 'app.portico.test',
  aud: 'https://app.portico.test/login',
  version: '1',
  nonce: 'f3a9c2b81d7e',
  iat: '2026-01-01T00:00:00.000Z',
}
const sendRecap = encodeRecap({
  att: { eip155: recapAbilities('request', ['personal_sign', 'eth_sendTransaction']) },
})
const fileRecap = encodeRecap({
  att: { 'https://files.portico.test': recapAbilities('crud', ['update', 'read']) },
})

const payloads: [string, AuthPayload][] = [
  ['the minimum (no statement, no resources)', base],
  ['an empty statement and an empty resource list', { ...base, statement: '', resources: [] }],
  [
    'statement, exp, nbf, requestId',
    {
      ...base,
      statement: 'Sign in to Portico',
      exp: '2026-01-01T01:00:00.000Z',
      nbf: '2025-12-31T23:59:00.000Z',
      requestId: 'req-42',
    },
  ],
  [
    'plain resources',
    {
      ...base,
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
        'https://portico.test/tos',
      ],
    },
  ],
  ['a ReCap of methods, no statement', { ...base, resources: [sendRecap] }],
  [
    'a statement and a ReCap after other resources',
    { ...base, statement: 'Welcome back.', resources: ['https://portico.test/tos', sendRecap] },
  ],
  [
    'a ReCap with two resources',
    {
      ...base,
      statement: 'Hi',
      resources: [encodeRecap(mergeRecaps(decodeRecap(sendRecap), decodeRecap(fileRecap)))],
    },
  ],
  [
    'a statement that already carries the ReCap sentence',
    {
      ...base,
      statement:
        "Hi I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'.",
      resources: [encodeRecap({ att: { eip155: recapAbilities('request', ['personal_sign']) } })],
    },
  ],
]

describe('formatAuthMessage', () => {
  it.each(payloads)('matches the official formatMessage: %s', (_, payload) => {
    const ours = formatAuthMessage({ request: payload, iss })
    expect(ours).toBe(formatMessage(payload as never, iss))
    expect(
      ours.startsWith(
        `app.portico.test wants you to sign in with your Ethereum account:\n${address}\n`,
      ),
    ).toBe(true)
    expect(ours).toContain('\nChain ID: 31337\n')
  })

  it('writes the EIP-4361 layout', () => {
    expect(
      formatAuthMessage({
        request: { ...base, statement: 'Sign in', resources: [sendRecap] },
        iss,
      }),
    ).toBe(
      [
        'app.portico.test wants you to sign in with your Ethereum account:',
        address,
        '',
        "Sign in I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.",
        '',
        'URI: https://app.portico.test/login',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: f3a9c2b81d7e',
        'Issued At: 2026-01-01T00:00:00.000Z',
        'Resources:',
        `- ${sendRecap}`,
      ].join('\n'),
    )
  })

  it('reads ReCaps the official client encodes (and merges) the same way we do', () => {
    const official = createEncodedRecap('eip155', 'request', [
      'personal_sign',
      'eth_sendTransaction',
    ])
    expect(sendRecap).toBe(official)
    expect(encodeRecap(mergeRecaps(decodeRecap(sendRecap), decodeRecap(fileRecap)))).toBe(
      mergeEncodedRecaps(sendRecap, fileRecap),
    )
    const payload = { ...base, resources: [official] }
    expect(formatAuthMessage({ request: payload, iss })).toBe(formatMessage(payload as never, iss))
  })

  it('accepts uri for aud and refuses incomplete requests', () => {
    const { aud, ...rest } = base
    expect(formatAuthMessage({ request: { ...rest, uri: aud }, iss })).toBe(
      formatAuthMessage({ request: base, iss }),
    )
    expect(() => formatAuthMessage({ request: rest, iss })).toThrow('aud (or uri)')
    expect(() => formatAuthMessage({ request: { ...base, nonce: '' }, iss })).toThrow(
      InvalidSignInputError,
    )
    expect(() => formatAuthMessage({ request: base, iss: address })).toThrow('did:pkh')
    expect(() =>
      formatAuthMessage({ request: { ...base, resources: ['urn:recap:!!'] }, iss }),
    ).toThrow('ReCap')
  })

  // a dapp's fields must not add lines to the message the user signs (security review L9)
  it.each([
    ['statement', { statement: 'Welcome\nURI: https://evil.example/' }],
    ['statement', { statement: 'Welcome\r\nNonce: 00000000' }],
    ['domain', { domain: 'evil.example wants you to sign in\napp.portico.test' }],
    ['domain', { domain: 'app.portico.test/path' }],
    ['uri', { aud: 'https://app.portico.test/\nChain ID: 1' }],
    ['nonce', { nonce: 'f3a9c2b81d7e\nRequest ID: 1' }],
    ['nonce', { nonce: 'short' }],
    ['version', { version: '2' }],
    ['issuedAt', { iat: 'yesterday' }],
    ['expirationTime', { exp: '2026-01-01T01:00:00.000Z\nNot Before: 2020-01-01T00:00:00Z' }],
    ['notBefore', { nbf: 'soon' }],
    ['requestId', { requestId: 'req 42\nx' }],
    ['resources', { resources: ['https://portico.test/tos\n- https://evil.example/'] }],
  ] as const)('refuses a bad %s from the dapp: %j', (field, change) => {
    const request = { ...base, ...change } as AuthPayload
    expect(() => formatAuthMessage({ request, iss })).toThrow(InvalidAuthRequestError)
    try {
      formatAuthMessage({ request, iss })
    } catch (error) {
      expect(error).toMatchObject({ field, shortMessage: 'Invalid sign-in request' })
    }
  })

  it('writes what the strict EIP-4361 parser reads back field for field', () => {
    const request = { ...base, statement: 'Sign in', exp: '2026-01-01T01:00:00.000Z' }
    expect(parseSiwxMessage(formatAuthMessage({ request, iss }))).toMatchObject({
      domain: base.domain,
      accountAddress: address,
      statement: 'Sign in',
      uri: base.aud,
      chainId: 'eip155:31337',
      nonce: base.nonce,
      issuedAt: base.iat,
      expirationTime: request.exp,
    })
    // a lower-case address is the wallet's own choice, not a dapp field: still formatted
    const lower = `did:pkh:eip155:31337:${address.toLowerCase()}`
    expect(formatAuthMessage({ request: base, iss: lower })).toContain(address.toLowerCase())
  })
})
