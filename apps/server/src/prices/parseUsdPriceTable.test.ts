import { describe, expect, test } from 'vitest'
import { parseUsdPriceTable, usdPriceTableDefaults } from './parseUsdPriceTable'
import { ratioToNumber } from './ratioToNumber'

const devnet = 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'
const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const pUsd = '4BjqgK2H4tza7zT2ChodLFosooM79LrdrLegvr6dcizE'
const usdc = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

describe('parseUsdPriceTable', () => {
  test('the defaults price the devnet pUSD at exactly 1 USD and its SOL', () => {
    const table = parseUsdPriceTable()
    expect(table.get(`${devnet}:${pUsd}`)).toEqual({ numerator: 1n, denominator: 1n })
    expect(ratioToNumber(table.get(`${devnet}:native`) ?? { numerator: 0n, denominator: 1n })).toBe(
      Number(usdPriceTableDefaults[`${devnet}:native`]),
    )
  })

  test('entries are exact fractions, laid over the defaults; legacy ids are mapped', () => {
    const table = parseUsdPriceTable({
      value: ` ${usdc}=1 , ${devnet}:native=123.456789 ,solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ:native=0.1`,
    })
    expect(table.get(usdc)).toEqual({ numerator: 1n, denominator: 1n })
    expect(table.get(`${devnet}:native`)).toEqual({ numerator: 123456789n, denominator: 10n ** 6n })
    expect(table.get('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:native')).toEqual({
      numerator: 1n,
      denominator: 10n,
    })
    expect(table.get(`${devnet}:${pUsd}`)).toEqual({ numerator: 1n, denominator: 1n })
  })

  test('prices BTC on a bip122 chain', () => {
    const table = parseUsdPriceTable({ value: `${regtest}:native=90000.5` })
    expect(table.get(`${regtest}:native`)).toEqual({ numerator: 900005n, denominator: 10n })
  })

  test.each([
    ['nothing', 'entry nothing must be <caip-2>:<mint|native>=<price>'],
    ['eip155:1:native=3000', 'entry eip155:1:native must start with a solana or bip122 CAIP-2 id'],
    [`${devnet}:0xabc=1`, `entry ${devnet}:0xabc must end with a mint address or native`],
    [`${regtest}:${pUsd}=1`, `entry ${regtest}:${pUsd} must end with native (BTC)`],
    [`${devnet}:native=-1`, `entry ${devnet}:native must have a decimal price (got -1)`],
    [`${devnet}:native=1e3`, `entry ${devnet}:native must have a decimal price (got 1e3)`],
    [`${devnet}:native=`, `entry ${devnet}:native must have a decimal price (got )`],
  ])('%s is refused', (value, message) => {
    expect(() => parseUsdPriceTable({ value })).toThrow(message)
  })
})
