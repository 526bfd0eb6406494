import { formatSiwxMessage, parseSiwxMessage, type SiwxMessageData } from '@portico/core/siwx'
import { SiweMessage } from 'siwe'
import { mnemonicToAccount } from 'viem/accounts'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { siweVectors } from '../../../../packages/core/src/siwx/vectorData.test-helpers'

const devnetMnemonic = 'test test test test test test test test test test test junk'
const account = mnemonicToAccount(devnetMnemonic, { addressIndex: 3 })

const ours: SiwxMessageData[] = [
  {
    domain: 'localhost:3000',
    accountAddress: account.address,
    statement: 'Sign in to Portico',
    uri: 'http://localhost:3000',
    version: '1',
    chainId: 'eip155:31337',
    nonce: '0123456789abcdef0123456789abcdef',
    issuedAt: '2026-01-01T00:00:00.000Z',
    expirationTime: '2026-01-08T00:00:00.000Z',
    notBefore: '2026-01-01T00:00:00.000Z',
    requestId: 'req-42',
    resources: [
      'https://example.com/tos',
      'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    ],
  },
  {
    domain: 'app.example.com',
    scheme: 'https',
    accountAddress: account.address,
    uri: 'https://app.example.com/login?next=%2Fhome#top',
    version: '1',
    chainId: 'eip155:8453',
    nonce: 'abcdefgh',
    issuedAt: '2026-03-01T12:30:00+02:00',
  },
]

/** What viem's parseSiweMessage gives, in our shape. */
function fromViem(message: string) {
  const parsed = parseSiweMessage(message)
  return {
    domain: parsed.domain,
    scheme: parsed.scheme,
    address: parsed.address,
    statement: parsed.statement,
    uri: parsed.uri,
    version: parsed.version,
    chainId: parsed.chainId,
    nonce: parsed.nonce,
    issuedAt: parsed.issuedAt?.getTime(),
    expirationTime: parsed.expirationTime?.getTime(),
    notBefore: parsed.notBefore?.getTime(),
    requestId: parsed.requestId,
    resources: parsed.resources,
  }
}

function expected(data: SiwxMessageData) {
  const time = (value: string | undefined) => (value === undefined ? undefined : Date.parse(value))
  return {
    domain: data.domain,
    scheme: data.scheme,
    address: data.accountAddress,
    statement: data.statement || undefined,
    uri: data.uri,
    version: data.version,
    chainId: Number(data.chainId.split(':')[1]),
    nonce: data.nonce,
    issuedAt: time(data.issuedAt),
    expirationTime: time(data.expirationTime),
    notBefore: time(data.notBefore),
    requestId: data.requestId,
    resources: data.resources,
  }
}

const messages = [
  ...ours.map((data) => formatSiwxMessage(data)),
  ...Object.values(siweVectors.parsingPositive).map(({ message }) => message),
]

describe('independent parsers read our messages as we do', () => {
  // viem's header pattern has no userinfo (`user@host`) and no IPv6 literal in the domain.
  const beyondViem = [
    'domain is RFC 3986 authority with userinfo',
    'domain is RFC 3986 authority with userinfo and port',
    'domain ipv6',
  ]

  it("viem parseSiweMessage: same fields (every vector viem's grammar covers)", () => {
    const covered = [
      ...ours.map((data) => formatSiwxMessage(data)),
      ...Object.entries(siweVectors.parsingPositive)
        .filter(([name]) => !beyondViem.includes(name))
        .map(([, { message }]) => message),
    ]
    expect(covered).toHaveLength(messages.length - beyondViem.length)
    for (const message of covered)
      expect(fromViem(message), message).toEqual(expected(parseSiwxMessage(message)))
    for (const name of beyondViem) {
      const message = siweVectors.parsingPositive[name]?.message ?? ''
      expect(parseSiwxMessage(message).domain).toBe(
        siweVectors.parsingPositive[name]?.fields.domain,
      )
      expect(fromViem(message).domain).toBeUndefined()
    }
  })

  it('siwe (reference implementation): same fields, and it writes back the same text', () => {
    for (const message of messages) {
      const data = parseSiwxMessage(message)
      const siwe = new SiweMessage(message)
      expect(
        {
          domain: siwe.domain,
          scheme: siwe.scheme || undefined,
          address: siwe.address,
          statement: siwe.statement || undefined,
          uri: siwe.uri,
          version: siwe.version,
          chainId: siwe.chainId,
          nonce: siwe.nonce,
          issuedAt: siwe.issuedAt,
          expirationTime: siwe.expirationTime,
          notBefore: siwe.notBefore,
          requestId: siwe.requestId,
          resources: siwe.resources,
        },
        message,
      ).toEqual({
        ...expected(data),
        issuedAt: data.issuedAt,
        expirationTime: data.expirationTime,
        notBefore: data.notBefore,
      })
      expect(siwe.prepareMessage()).toBe(message)
    }
  })

  it('siwe refuses what we refuse (the negative vectors)', () => {
    for (const message of Object.values(siweVectors.parsingNegative)) {
      expect(() => parseSiwxMessage(message)).toThrow()
      expect(() => new SiweMessage(message)).toThrow()
    }
  })

  it('siwe verifies a signature made over our text (EOA, offline)', async () => {
    const message = formatSiwxMessage(ours[0] as SiwxMessageData)
    const signature = await account.signMessage({ message })
    const result = await new SiweMessage(message).verify(
      { signature, time: '2026-01-02T00:00:00.000Z' },
      { suppressExceptions: true },
    )
    expect(result.success).toBe(true)
  })
})
