import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount } from '../format/formatAmount'
import type { SendToken } from './types'
import { type ValidateSendParameters, validateSend } from './validateSend'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ether: SendToken = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: 10n * 10n ** 18n }
const pUSD: SendToken = {
  name: 'Portico USD',
  symbol: 'pUSD',
  decimals: 6,
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  balance: 100n * 10n ** 6n,
}
const base: ValidateSendParameters = {
  caipNetworkId: 'eip155:31337',
  token: ether,
  amount: '1.5',
  receiverAddress: receiver,
}
const messageOf = (parameters: ValidateSendParameters) => {
  try {
    validateSend(parameters)
    return undefined
  } catch (error) {
    return (error as { shortMessage: string }).shortMessage
  }
}

describe('validateSend', () => {
  it('returns the exact amount in base units and the checksummed receiver', () => {
    expect(validateSend(base)).toEqual({
      value: 1_500_000_000_000_000_000n,
      receiverAddress: receiver,
      namespace: 'eip155',
    })
    expect(
      validateSend({
        ...base,
        token: pUSD,
        amount: ' 0.000001 ',
        receiverAddress: receiver.toLowerCase(),
      }),
    ).toEqual({ value: 1n, receiverAddress: receiver, namespace: 'eip155' })
  })

  it('sends on a Solana network the app configured itself (the local cluster), not on another', () => {
    const local = 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'
    const sol: SendToken = { name: 'Solana', symbol: 'SOL', decimals: 9, balance: 10n ** 9n }
    const solana = {
      caipNetworkId: local,
      token: sol,
      amount: '0.5',
      receiverAddress: '7EYnhQoR9YM3N7UoaKRoA44Uy8JeaZV3qyouov87awMs',
    }
    expect(messageOf(solana)).toBe('Unsupported chain')
    expect(validateSend({ ...solana, networks: [local] })).toMatchObject({
      value: 500_000_000n,
      namespace: 'solana',
    })
  })

  it("sends BTC on a bip122 network to an address of that network's prefix, lowercased", () => {
    const btc: SendToken = { name: 'Bitcoin', symbol: 'BTC', decimals: 8, balance: 50n * 10n ** 8n }
    const regtest = {
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      token: btc,
      amount: '1.00000001',
      receiverAddress: 'BCRT1QQUV9LG5G2R4JKR0AHUN0DDFG5XNTXJELWJPNUW',
    }
    expect(validateSend(regtest)).toEqual({
      value: 100_000_001n,
      receiverAddress: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
      namespace: 'bip122',
    })
    // A mainnet address on regtest, an EVM address, nine decimals.
    expect(
      messageOf({ ...regtest, receiverAddress: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' }),
    ).toBe('Enter a valid receiver address')
    expect(messageOf({ ...regtest, receiverAddress: receiver })).toBe(
      'Enter a valid receiver address',
    )
    expect(messageOf({ ...regtest, amount: '0.000000001' })).toBe('BTC has at most 8 decimals')
  })

  it('gives the SPEC §5 texts verbatim, in order', () => {
    expect(messageOf({ ...base, caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' })).toBe(
      'Unsupported chain',
    )
    expect(messageOf({ ...base, caipNetworkId: undefined })).toBe('Unsupported chain')
    expect(messageOf({ ...base, amount: '' })).toBe('An amount and receiver address are required')
    expect(messageOf({ ...base, receiverAddress: '  ' })).toBe(
      'An amount and receiver address are required',
    )
    expect(messageOf({ ...base, amount: undefined, token: undefined })).toBe(
      'An amount and receiver address are required',
    )
    expect(messageOf({ ...base, token: undefined })).toBe('A token is required')
  })

  it('accepts solana receivers on a solana network', () => {
    const sol: SendToken = { name: 'Solana', symbol: 'SOL', decimals: 9, balance: 10n ** 9n }
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const to = '11111111111111111111111111111111'
    expect(
      validateSend({ caipNetworkId: solana, token: sol, amount: '0.5', receiverAddress: to }),
    ).toEqual({
      value: 500_000_000n,
      receiverAddress: to,
      namespace: 'solana',
    })
    expect(
      messageOf({ caipNetworkId: solana, token: sol, amount: '1', receiverAddress: receiver }),
    ).toBe('Enter a valid receiver address')
  })

  it('refuses a bad receiver: wrong length, bad EIP-55 checksum, no 0x, not hex', () => {
    for (const bad of [
      '0x1234',
      '0x70997970c51812dc3A010C7d01b50e0d17dc79C8', // one letter's case changed
      '70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79CZ',
      'vitalik.eth',
    ]) {
      expect(messageOf({ ...base, receiverAddress: bad })).toBe('Enter a valid receiver address')
    }
  })

  it('refuses a malformed, zero, too precise or too large amount', () => {
    for (const bad of ['1,5', '-1', '1e3', '1.2.3', '.', 'abc', '0x10']) {
      expect(messageOf({ ...base, amount: bad })).toBe('Enter the amount as a number, e.g. 1.5')
    }
    for (const zero of ['0', '0.0', '.000', '000']) {
      expect(messageOf({ ...base, amount: zero })).toBe('Enter an amount above zero')
    }
    expect(messageOf({ ...base, token: pUSD, amount: '0.0000001' })).toBe(
      'pUSD has at most 6 decimals',
    )
    expect(messageOf({ ...base, token: pUSD, amount: '1.0000000' })).toBeUndefined()
    expect(messageOf({ ...base, amount: '10.000000000000000001' })).toBe(
      'The amount is above your ETH balance',
    )
    expect(messageOf({ ...base, amount: '10' })).toBeUndefined()
  })

  it('checks the native balance covers the fee (plus the amount for a native send)', () => {
    const fee = 21_000n * 2_000_000_000n
    const nativeBalance = ether.balance
    expect(messageOf({ ...base, amount: '10', fee, nativeBalance })).toBe(
      'Not enough ETH to pay the network fee',
    )
    const max = formatAmount(nativeBalance - fee, 18)
    expect(validateSend({ ...base, amount: max, fee, nativeBalance }).value).toBe(
      nativeBalance - fee,
    )
    // An ERC-20 send needs the fee only.
    expect(
      messageOf({ ...base, token: pUSD, amount: '100', fee, nativeBalance: fee }),
    ).toBeUndefined()
    expect(
      messageOf({
        ...base,
        token: pUSD,
        amount: '1',
        fee,
        nativeBalance: fee - 1n,
        nativeSymbol: 'POL',
      }),
    ).toBe('Not enough POL to pay the network fee')
  })

  it('reads any amount within the balance exactly, and refuses any amount above it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        (decimals, balance, value) => {
          const token: SendToken = { name: 'T', symbol: 'T', decimals, balance }
          const amount = formatAmount(value, decimals)
          if (value <= balance) {
            expect(validateSend({ ...base, token, amount }).value).toBe(value)
          } else {
            expect(messageOf({ ...base, token, amount })).toBe('The amount is above your T balance')
          }
          // One more decimal digit than the token has is refused (unless it is a zero).
          const unit = 10n ** BigInt(decimals)
          const fraction = (value % unit).toString().padStart(decimals, '0').slice(0, decimals)
          const precise = `${value / unit}.${fraction}`
          expect(messageOf({ ...base, token, amount: `${precise}1` })).toBe(
            `T has at most ${decimals} decimals`,
          )
          expect(
            validateSend({ ...base, token: { ...token, balance: value }, amount: `${precise}0` })
              .value,
          ).toBe(value)
        },
      ),
    )
  })
})
