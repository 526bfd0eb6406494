import { UserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUserRejection } from './index'

// The EVM adapter re-exports core's isUserRejection; this checks it against viem's real error.
describe('isUserRejection (from @portico/evm)', () => {
  it("recognises viem's UserRejectedRequestError deep in a cause chain", () => {
    const viemError = new UserRejectedRequestError(new Error('rejected'))
    const wrapped = new Error('connect failed', { cause: new Error('outer', { cause: viemError }) })
    expect(isUserRejection(wrapped)).toBe(true)
  })

  it('is false for other EIP-1193 errors', () => {
    expect(isUserRejection({ code: 4100, message: 'Unauthorized' })).toBe(false)
  })
})
