import { describe, expect, it } from 'vitest'
import { InvalidSendCallsError } from '../errors/rpc'
import { validateSendCalls } from './validateSendCalls'

const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const reasonOf = (calls: unknown) => {
  try {
    validateSendCalls(calls)
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidSendCallsError)
    expect((error as InvalidSendCallsError).shortMessage).toBe('Invalid wallet_sendCalls request')
    return (error as InvalidSendCallsError).reason
  }
}

describe('validateSendCalls', () => {
  it('accepts calls whose to and data start with 0x, data optional', () => {
    const calls = [
      { to, data: '0xa9059cbb', value: '0x1' },
      { to, value: '0x0' },
    ]
    expect(validateSendCalls(calls)).toBe(calls)
  })

  it('refuses a missing or empty list', () => {
    expect(reasonOf([])).toBe('calls must be a non-empty list')
    expect(reasonOf(undefined)).toBe('calls must be a non-empty list')
    expect(reasonOf({ to })).toBe('calls must be a non-empty list')
  })

  it('refuses a call whose to does not start with 0x', () => {
    expect(reasonOf([{ to, data: '0x' }, { to: to.slice(2) }])).toBe(
      'calls[1].to must start with 0x',
    )
    expect(reasonOf([{ data: '0x' }])).toBe('calls[0].to must start with 0x')
    expect(reasonOf([null])).toBe('calls[0] must be an object')
  })

  it('refuses data that does not start with 0x', () => {
    expect(reasonOf([{ to, data: 'a9059cbb' }])).toBe('calls[0].data must start with 0x')
    expect(reasonOf([{ to, data: 12 }])).toBe('calls[0].data must start with 0x')
  })
})
