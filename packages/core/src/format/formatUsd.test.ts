import { describe, expect, it } from 'vitest'
import { USD_DECIMALS } from '../constants'
import { formatUsd } from './formatUsd'

describe('formatUsd', () => {
  it('writes dollars with grouping and 2 decimals', () => {
    expect(USD_DECIMALS).toBe(2)
    expect(formatUsd(1234.567)).toBe('$1,234.57')
    expect(formatUsd('1000000')).toBe('$1,000,000.00')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(999.994)).toBe('$999.99')
    expect(formatUsd(999.995)).toBe('$1,000.00')
    expect(formatUsd('123456789012345678901234.5')).toBe('$123,456,789,012,345,678,901,234.50')
  })

  it('rounds half away from zero on the decimal digits', () => {
    expect(formatUsd(1.005)).toBe('$1.01')
    expect(formatUsd('0.125')).toBe('$0.13')
    expect(formatUsd('0.1249999')).toBe('$0.12')
    expect(formatUsd(-1.005)).toBe('-$1.01')
  })

  it('puts the minus sign before the dollar sign and drops it at zero', () => {
    expect(formatUsd(-0.5)).toBe('-$0.50')
    expect(formatUsd('-1234')).toBe('-$1,234.00')
    expect(formatUsd('-0.001')).toBe('$0.00')
  })

  it('reads exponent notation and tiny numbers', () => {
    expect(formatUsd(1e-7)).toBe('$0.00')
    expect(formatUsd(1.5e6)).toBe('$1,500,000.00')
  })

  it('shows $0.00 for empty, missing or unreadable input', () => {
    for (const value of [
      undefined,
      null,
      '',
      'abc',
      '$5',
      '1,000',
      Number.NaN,
      Number.POSITIVE_INFINITY,
    ]) {
      expect(formatUsd(value), String(value)).toBe('$0.00')
    }
  })
})
