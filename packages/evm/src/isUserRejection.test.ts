import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUserRejection } from './isUserRejection'

describe('isUserRejection', () => {
  it('recognises an EIP-1193 4001 error object from a wallet', () => {
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true)
  })

  it("recognises viem's UserRejectedRequestError deep in a cause chain", () => {
    const viemError = new UserRejectedRequestError(new Error('rejected'))
    const wrapped = new Error('connect failed', { cause: new Error('outer', { cause: viemError }) })
    expect(isUserRejection(wrapped)).toBe(true)
  })

  it('returns false for other errors and non-errors', () => {
    expect(isUserRejection({ code: 4100, message: 'Unauthorized' })).toBe(false)
    expect(isUserRejection(new Error('network down'))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
  })

  it('stops on a cyclic cause chain', () => {
    const a: { cause?: unknown } = {}
    const b = { cause: a }
    a.cause = b
    expect(isUserRejection(a)).toBe(false)
  })
})
