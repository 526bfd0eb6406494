import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'
import { siweVectors, toSiwxData } from './vectorData.test-helpers'

describe('parseSiwxMessage', () => {
  describe('siwe parsing vectors (positive): the fields, and the same text back', () => {
    for (const [name, { message, fields }] of Object.entries(siweVectors.parsingPositive)) {
      it(name, () => {
        const data = parseSiwxMessage(message)
        expect(data).toEqual(toSiwxData(fields))
        expect(formatSiwxMessage(data)).toBe(message)
      })
    }
  })

  describe('siwe parsing vectors (negative): refused with a named field', () => {
    for (const [name, message] of Object.entries(siweVectors.parsingNegative)) {
      it(name, () => {
        expect(() => parseSiwxMessage(message)).toThrow(/^Invalid sign-in message: /)
      })
    }
  })

  it('names the field that is wrong', () => {
    const negative = siweVectors.parsingNegative
    const fieldOf = (name: string) => {
      try {
        parseSiwxMessage(negative[name] as string)
      } catch (error) {
        return (error as { field: string }).field
      }
      return 'accepted'
    }
    expect({
      domain: fieldOf('domain not RFC4501 authority'),
      address: fieldOf('address not EIP-55'),
      uri: fieldOf('uri is non-RFC 3986'),
      version: fieldOf('version not 1'),
      chainId: fieldOf('not a valid chainId'),
      nonce: fieldOf('nonce with less then 8 chars'),
      issuedAt: fieldOf('non-ISO 8601 issuedAt'),
      expirationTime: fieldOf('non-ISO 8601 expirationTime'),
      notBefore: fieldOf('non-ISO 8601 notBefore'),
      resources: fieldOf('first resource not-RFC 3986'),
    }).toEqual({
      domain: 'domain',
      address: 'accountAddress',
      uri: 'uri',
      version: 'version',
      chainId: 'chainId',
      nonce: 'nonce',
      issuedAt: 'issuedAt',
      expirationTime: 'expirationTime',
      notBefore: 'notBefore',
      resources: 'resources',
    })
  })

  it('reads a Solana message (CAIP-122) with its chain as CAIP-2', () => {
    const message = [
      'localhost:3000 wants you to sign in with your Solana account:',
      '11111111111111111111111111111111',
      '',
      '',
      'URI: http://localhost:3000',
      'Version: 1',
      'Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Nonce: abcdefgh1234',
      'Issued At: 2026-01-01T00:00:00Z',
    ].join('\n')
    expect(parseSiwxMessage(message)).toEqual({
      domain: 'localhost:3000',
      accountAddress: '11111111111111111111111111111111',
      uri: 'http://localhost:3000',
      version: '1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nonce: 'abcdefgh1234',
      issuedAt: '2026-01-01T00:00:00Z',
    })
  })

  it('refuses an unknown blockchain, trailing lines, a bad resource line and non-text', () => {
    const good = siweVectors.parsingPositive['couple of optional fields']?.message as string
    expect(() => parseSiwxMessage(good.replace('Ethereum', 'Dogecoin'))).toThrow(
      'Invalid sign-in message: chainId unknown blockchain "Dogecoin" in the header',
    )
    expect(() => parseSiwxMessage(`${good}\n`)).toThrow(
      'Invalid sign-in message: resources each resource must be a line "- <URI>"',
    )
    expect(() => parseSiwxMessage(good.replace('\nResources:', '\nExtra: 1\nResources:'))).toThrow(
      'Invalid sign-in message: unexpected line 11: "Extra: 1"',
    )
    expect(() => parseSiwxMessage(42 as unknown as string)).toThrow(
      'Invalid sign-in message: must be text',
    )
    expect(() => parseSiwxMessage(good.replace('2021-09-30', '2021-02-29'))).toThrow(
      'Invalid sign-in message: issuedAt must be an RFC 3339 date-time, got "2021-02-29T16:25:24.000Z"',
    )
  })
})
