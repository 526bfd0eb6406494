import { base58, bech32, bech32m } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bitcoinPrefixesOf, bitcoinReferences } from '../caip/bitcoinNetworks'
import { solanaReferences } from '../caip/solanaNetworks'
import { toChecksumAddress } from '../validation/toChecksumAddress'
import { formatSiwxMessage } from './formatSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'
import type { SiwxMessageData } from './types'
import { siweVectors, toSiwxData } from './vectorData.test-helpers'

const base: SiwxMessageData = {
  domain: 'localhost:3000',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: 'Sign in to Portico',
  uri: 'http://localhost:3000',
  version: '1',
  chainId: 'eip155:31337',
  nonce: 'a1b2c3d4e5f6a7b8c9',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

describe('formatSiwxMessage', () => {
  it('writes EIP-4361 text with every optional field in its place', () => {
    expect(
      formatSiwxMessage({
        ...base,
        expirationTime: '2026-01-08T00:00:00.000Z',
        notBefore: '2026-01-01T00:00:00.000Z',
        requestId: 'req-1',
        resources: ['https://example.com/a', 'ipfs://Qm1'],
      }),
    ).toMatchInlineSnapshot(`
      "localhost:3000 wants you to sign in with your Ethereum account:
      0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

      Sign in to Portico

      URI: http://localhost:3000
      Version: 1
      Chain ID: 31337
      Nonce: a1b2c3d4e5f6a7b8c9
      Issued At: 2026-01-01T00:00:00.000Z
      Expiration Time: 2026-01-08T00:00:00.000Z
      Not Before: 2026-01-01T00:00:00.000Z
      Request ID: req-1
      Resources:
      - https://example.com/a
      - ipfs://Qm1"
    `)
  })

  it('writes an empty statement as no statement (three line breaks, as the ABNF says)', () => {
    const none = formatSiwxMessage({ ...base, statement: undefined })
    expect(formatSiwxMessage({ ...base, statement: '' })).toBe(none)
    expect(none).toContain('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\n\nURI: ')
  })

  it('writes Sign in with Solana for a solana chain (the Wallet Standard layout)', () => {
    const solana: SiwxMessageData = {
      ...base,
      accountAddress: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }
    // SIWS's "maximal message template" (phantom/sign-in-with-solana README), field for field.
    expect(
      formatSiwxMessage({
        ...solana,
        expirationTime: '2026-01-08T00:00:00.000Z',
        notBefore: '2026-01-01T00:00:00.000Z',
        requestId: 'req-1',
        resources: ['https://example.com/a', 'ipfs://Qm1'],
      }),
    ).toBe(
      'localhost:3000 wants you to sign in with your Solana account:\n' +
        'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96\n\n' +
        'Sign in to Portico\n\n' +
        'URI: http://localhost:3000\nVersion: 1\nChain ID: mainnet\nNonce: a1b2c3d4e5f6a7b8c9\n' +
        'Issued At: 2026-01-01T00:00:00.000Z\nExpiration Time: 2026-01-08T00:00:00.000Z\n' +
        'Not Before: 2026-01-01T00:00:00.000Z\nRequest ID: req-1\n' +
        'Resources:\n- https://example.com/a\n- ipfs://Qm1',
    )
    // createSignInMessageText without a statement: the address, one empty line, the fields
    // (its own test "with fields": 'solana.com wants you…:\nA\n\nURI: https://solana.com').
    const none = formatSiwxMessage({ ...solana, statement: undefined })
    expect(formatSiwxMessage({ ...solana, statement: '' })).toBe(none)
    expect(none).toBe(
      'localhost:3000 wants you to sign in with your Solana account:\n' +
        'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96\n\n' +
        'URI: http://localhost:3000\nVersion: 1\nChain ID: mainnet\nNonce: a1b2c3d4e5f6a7b8c9\n' +
        'Issued At: 2026-01-01T00:00:00.000Z',
    )
  })

  it('writes SIWS cluster names for the public clusters, the reference for another chain', () => {
    const chainLine = (chainId: SiwxMessageData['chainId']) =>
      formatSiwxMessage({
        ...base,
        accountAddress: '11111111111111111111111111111111',
        chainId,
      })
        .split('\n')
        .find((line) => line.startsWith('Chain ID: '))
    expect(chainLine('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe('Chain ID: mainnet')
    expect(chainLine('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).toBe('Chain ID: testnet')
    expect(chainLine('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('Chain ID: devnet')
    // The local devnet (a fixed genesis): SIWS's "localnet" would not say which local chain.
    expect(chainLine('solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR')).toBe(
      'Chain ID: GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
    )
  })

  it('refuses Solana data SIWS cannot carry', () => {
    const solana: SiwxMessageData = {
      ...base,
      accountAddress: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      chainId: 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR',
    }
    expect(() => formatSiwxMessage({ ...solana, scheme: 'https' })).toThrow(
      'Invalid sign-in message: scheme is not part of a solana (Solana) sign-in message',
    )
    expect(() => formatSiwxMessage({ ...solana, accountAddress: base.accountAddress })).toThrow(
      'Invalid sign-in message: accountAddress must be a base58 address',
    )
    // 31 bytes in base58: the alphabet is right, the length is not (core's isSolanaAddress).
    expect(() =>
      formatSiwxMessage({ ...solana, accountAddress: '1111111111111111111111111111111' }),
    ).toThrow('Invalid sign-in message: accountAddress must be a base58 address')
    for (const chainId of ['solana:localnet', 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'] as const)
      expect(() => formatSiwxMessage({ ...solana, chainId })).toThrow(
        `Invalid sign-in message: chainId must be a CAIP-2 network id, got "${chainId}"`,
      )
  })

  it('writes a Bitcoin sign-in for a bip122 chain (CAIP-122, EIP-4361 layout)', () => {
    const bitcoin: SiwxMessageData = {
      ...base,
      accountAddress: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    }
    expect(formatSiwxMessage(bitcoin)).toMatchInlineSnapshot(`
      "localhost:3000 wants you to sign in with your Bitcoin account:
      bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw

      Sign in to Portico

      URI: http://localhost:3000
      Version: 1
      Chain ID: 0f9188f13cb7b2c71f2a335e3a4fc328
      Nonce: a1b2c3d4e5f6a7b8c9
      Issued At: 2026-01-01T00:00:00.000Z"
    `)
    expect(formatSiwxMessage({ ...bitcoin, statement: undefined })).toContain(
      'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw\n\n\nURI: ',
    )
  })

  it('refuses Bitcoin data the profile cannot carry', () => {
    const bitcoin: SiwxMessageData = {
      ...base,
      accountAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    }
    expect(formatSiwxMessage(bitcoin)).toContain('\nChain ID: 000000000019d6689c085ae165831e93\n')
    expect(() => formatSiwxMessage({ ...bitcoin, scheme: 'https' })).toThrow(
      'Invalid sign-in message: scheme is not part of a bip122 (Bitcoin) sign-in message',
    )
    expect(() =>
      formatSiwxMessage({
        ...bitcoin,
        accountAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
      }),
    ).toThrow('Invalid sign-in message: accountAddress must be a Bitcoin address')
    expect(() => formatSiwxMessage({ ...bitcoin, accountAddress: base.accountAddress })).toThrow(
      'Invalid sign-in message: accountAddress must be a Bitcoin address',
    )
    // An address of another network than the chain's: regtest's on mainnet, mainnet's on regtest.
    expect(() =>
      formatSiwxMessage({
        ...bitcoin,
        accountAddress: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      }),
    ).toThrow(
      'Invalid sign-in message: accountAddress must be a Bitcoin address of the chain 000000000019d6689c085ae165831e93 (bech32, bech32m or base58check), got "bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw"',
    )
    expect(() =>
      formatSiwxMessage({ ...bitcoin, chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328' }),
    ).toThrow(
      'Invalid sign-in message: accountAddress must be a Bitcoin address of the chain 0f9188f1',
    )
    for (const chainId of [
      'bip122:000000000019D6689C085AE165831E93',
      'bip122:000000000019d6689c085ae165831e9',
    ] as const)
      expect(() => formatSiwxMessage({ ...bitcoin, chainId })).toThrow(
        `Invalid sign-in message: chainId must be a CAIP-2 network id, got "${chainId}"`,
      )
  })

  describe('siwe negative objects: refused', () => {
    for (const [name, fields] of Object.entries(siweVectors.parsingNegativeObjects)) {
      it(name, () => {
        expect(() => formatSiwxMessage(toSiwxData(fields))).toThrow(/^Invalid sign-in message: /)
      })
    }
  })

  it('refuses data that cannot be a message, with the field named', () => {
    expect(() => formatSiwxMessage({ ...base, statement: 'two\nlines' })).toThrow(
      'Invalid sign-in message: statement must be one line of printable ASCII',
    )
    expect(() =>
      formatSiwxMessage({ ...base, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' }),
    ).toThrow('Invalid sign-in message: chainId namespace polkadot cannot sign in')
    expect(() => formatSiwxMessage({ ...base, chainId: 'eip155:01' })).toThrow(
      'Invalid sign-in message: chainId must be a CAIP-2 network id, got "eip155:01"',
    )
    expect(() => formatSiwxMessage({ ...base, scheme: '1http' })).toThrow(
      'Invalid sign-in message: scheme must be an RFC 3986 scheme, got "1http"',
    )
    expect(() => formatSiwxMessage({ ...base, requestId: 'a b' })).toThrow(
      'Invalid sign-in message: requestId must be RFC 3986 path characters',
    )
    expect(() => formatSiwxMessage(null as unknown as SiwxMessageData)).toThrow(
      'Invalid sign-in message: data must be an object',
    )
  })

  it('round-trips Solana data through parseSiwxMessage (property)', () => {
    const time = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString())
    const data = fc.record(
      {
        domain: fc.constantFrom('example.com', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000'),
        accountAddress: fc.uint8Array({ minLength: 32, maxLength: 32 }).map(base58.encode),
        // Statements that start like a field line must still read back as statements.
        statement: fc.oneof(
          fc.stringMatching(/^[A-Za-z0-9 .,:!?'()-]{1,60}$/),
          fc.stringMatching(/^[a-z0-9]{1,20}$/).map((path) => `URI: https://example.com/${path}`),
        ),
        uri: fc.webUrl(),
        version: fc.constant('1' as const),
        chainId: fc
          .oneof(
            fc.constantFrom(...Object.values(solanaReferences)),
            fc
              .uint8Array({ minLength: 32, maxLength: 32 })
              .map((bytes) => base58.encode(bytes).slice(0, 32)),
          )
          .map((reference) => `solana:${reference}` as const),
        nonce: fc.stringMatching(/^[A-Za-z0-9]{8,40}$/),
        issuedAt: time,
        expirationTime: time,
        notBefore: time,
        requestId: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
        resources: fc.array(fc.webUrl(), { maxLength: 3 }),
      },
      {
        requiredKeys: [
          'domain',
          'accountAddress',
          'uri',
          'version',
          'chainId',
          'nonce',
          'issuedAt',
        ],
      },
    )
    fc.assert(
      fc.property(data, (value) => {
        const text = formatSiwxMessage(value)
        expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text)
        expect(parseSiwxMessage(text)).toEqual(value)
      }),
    )
  })

  it('round-trips Bitcoin data through parseSiwxMessage (property)', () => {
    const time = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString())
    // An address of the chain's own network (bc1… on mainnet, tb1… on the test networks, …).
    const account = fc
      .tuple(
        fc.constantFrom(...Object.values(bitcoinReferences)),
        fc.boolean(),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
      )
      .map(([reference, taproot, bytes]) => {
        const prefix = bitcoinPrefixesOf(reference)?.bech32 ?? ''
        const accountAddress = taproot
          ? bech32m.encode(prefix, [1, ...bech32m.toWords(bytes)])
          : bech32.encode(prefix, [0, ...bech32.toWords(bytes.subarray(0, 20))])
        return { accountAddress, chainId: `bip122:${reference}` as const }
      })
    const data = fc.record(
      {
        domain: fc.constantFrom('example.com', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000'),
        statement: fc.stringMatching(/^[A-Za-z0-9 .,:!?'()-]{1,60}$/),
        uri: fc.webUrl(),
        version: fc.constant('1' as const),
        nonce: fc.stringMatching(/^[A-Za-z0-9]{8,40}$/),
        issuedAt: time,
        expirationTime: time,
        requestId: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
        resources: fc.array(fc.webUrl(), { maxLength: 3 }),
      },
      { requiredKeys: ['domain', 'uri', 'version', 'nonce', 'issuedAt'] },
    )
    fc.assert(
      fc.property(data, account, (fields, chain) => {
        const value: SiwxMessageData = { ...fields, ...chain }
        const text = formatSiwxMessage(value)
        expect(parseSiwxMessage(text)).toEqual(value)
      }),
    )
  })

  it('round-trips through parseSiwxMessage for any valid data (property)', () => {
    const alnum = fc.stringMatching(/^[A-Za-z0-9]{8,40}$/)
    const time = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString())
    const address = fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .map((bytes) => toChecksumAddress(Buffer.from(bytes).toString('hex')))
    const data = fc.record(
      {
        domain: fc.constantFrom('example.com', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000'),
        accountAddress: address,
        statement: fc.stringMatching(/^[A-Za-z0-9 .,:!?'()-]{1,60}$/),
        uri: fc.webUrl(),
        version: fc.constant('1' as const),
        chainId: fc.integer({ min: 1, max: 2 ** 31 }).map((id) => `eip155:${id}` as const),
        nonce: alnum,
        issuedAt: time,
        expirationTime: time,
        notBefore: time,
        requestId: fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
        resources: fc.array(fc.webUrl(), { maxLength: 3 }),
      },
      {
        requiredKeys: [
          'domain',
          'accountAddress',
          'uri',
          'version',
          'chainId',
          'nonce',
          'issuedAt',
        ],
      },
    )
    fc.assert(
      fc.property(data, (value) => {
        const text = formatSiwxMessage(value)
        expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text)
        expect(parseSiwxMessage(text)).toEqual(value)
      }),
    )
  })
})
