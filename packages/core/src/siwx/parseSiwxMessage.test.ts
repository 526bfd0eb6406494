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

  const solanaMessage = (lines: string[]) =>
    [
      'localhost:3000 wants you to sign in with your Solana account:',
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      '',
      ...lines,
    ].join('\n')
  const solanaFields = [
    'URI: http://localhost:3000',
    'Version: 1',
    'Chain ID: mainnet',
    'Nonce: abcdefgh1234',
    'Issued At: 2026-01-01T00:00:00Z',
  ]

  it('reads a Sign in with Solana message with its chain as CAIP-2', () => {
    const message = solanaMessage(solanaFields)
    expect(parseSiwxMessage(message)).toEqual({
      domain: 'localhost:3000',
      accountAddress: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      uri: 'http://localhost:3000',
      version: '1',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      nonce: 'abcdefgh1234',
      issuedAt: '2026-01-01T00:00:00Z',
    })
    expect(formatSiwxMessage(parseSiwxMessage(message))).toBe(message)
    const local = solanaMessage([
      'Statement',
      '',
      ...solanaFields.map((line) =>
        line === 'Chain ID: mainnet' ? 'Chain ID: GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR' : line,
      ),
    ])
    expect(parseSiwxMessage(local)).toMatchObject({
      statement: 'Statement',
      chainId: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
    })
  })

  it('refuses a Solana message that is not byte for byte what it formats to', () => {
    const fieldOf = (message: string) => {
      try {
        parseSiwxMessage(message)
      } catch (error) {
        return (error as { shortMessage: string }).shortMessage
      }
      return 'accepted'
    }
    // EIP-4361's empty statement line is not SIWS's layout.
    expect(fieldOf(solanaMessage(['', ...solanaFields]))).toBe(
      'Invalid sign-in message: statement must be one line followed by an empty line',
    )
    const withChain = (chain: string) =>
      solanaMessage(
        solanaFields.map((line) => (line.startsWith('Chain ID: ') ? `Chain ID: ${chain}` : line)),
      )
    for (const chain of [
      'localnet',
      'solana:mainnet',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', // mainnet is written "mainnet"
      '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', // a legacy mainnet id
      '1',
    ])
      expect(fieldOf(withChain(chain))).toBe(
        `Invalid sign-in message: chainId must be mainnet, testnet, devnet or the 32-character genesis-hash reference of another Solana chain, got "${chain}"`,
      )
    expect(
      fieldOf(
        solanaMessage(solanaFields).replace('localhost:3000 wants', 'https://localhost:3000 wants'),
      ),
    ).toBe('Invalid sign-in message: scheme is not part of a solana (Solana) sign-in message')
    expect(
      fieldOf(
        solanaMessage(solanaFields).replace(
          'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
          '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        ),
      ),
    ).toBe(
      'Invalid sign-in message: accountAddress must be a base58 address, got "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"',
    )
    // Missing required fields: SIWS makes them optional, a sign-in here needs them.
    expect(fieldOf(solanaMessage(solanaFields.filter((l) => !l.startsWith('Nonce'))))).toBe(
      'Invalid sign-in message: nonce line "Nonce:" is missing or out of order',
    )
    expect(fieldOf(`${solanaMessage(solanaFields)}\n`)).toBe(
      'Invalid sign-in message: unexpected line 9: ""',
    )
  })

  it('reads a Bitcoin sign-in message (bip122) with its chain as CAIP-2', () => {
    const message = [
      'localhost:3000 wants you to sign in with your Bitcoin account:',
      'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      '',
      '',
      'URI: http://localhost:3000',
      'Version: 1',
      'Chain ID: 0f9188f13cb7b2c71f2a335e3a4fc328',
      'Nonce: abcdefgh1234',
      'Issued At: 2026-01-01T00:00:00Z',
    ].join('\n')
    expect(parseSiwxMessage(message)).toEqual({
      domain: 'localhost:3000',
      accountAddress: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      uri: 'http://localhost:3000',
      version: '1',
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      nonce: 'abcdefgh1234',
      issuedAt: '2026-01-01T00:00:00Z',
    })
    expect(formatSiwxMessage(parseSiwxMessage(message))).toBe(message)
    expect(() =>
      parseSiwxMessage(message.replace('Chain ID: 0f9188f1', 'Chain ID: bip122:0f9188f1')),
    ).toThrow(
      'Invalid sign-in message: chainId must be the 32 lowercase hex characters of the genesis block hash (BIP-122), got "bip122:0f9188f13cb7b2c71f2a335e3a4fc328"',
    )
    expect(() => parseSiwxMessage(message.replace('jpnuw', 'jpnux'))).toThrow(
      'Invalid sign-in message: accountAddress must be a Bitcoin address of the chain 0f9188f13cb7b2c71f2a335e3a4fc328 (bech32, bech32m or base58check), got "bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnux"',
    )
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
