import { describe, expect, it } from 'vitest'
import { BaseError } from './base'
import { isUserRejection } from './isUserRejection'

describe('isUserRejection', () => {
  it('sees code 4001 and UserRejectedRequestError, also down the cause chain', () => {
    expect(isUserRejection({ code: 4001, message: 'User rejected the request.' })).toBe(true)
    const viemLike = Object.assign(new Error('rejected'), { name: 'UserRejectedRequestError' })
    expect(isUserRejection(viemLike)).toBe(true)
    expect(isUserRejection(new BaseError('Wrapped', { cause: { code: 4001 } }))).toBe(true)
  })

  it('is false for other errors, loops and non-objects', () => {
    expect(isUserRejection({ code: -32603 })).toBe(false)
    expect(isUserRejection(new Error('network down'))).toBe(false)
    expect(isUserRejection('4001')).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
    const loop: { cause?: unknown } = {}
    loop.cause = loop
    expect(isUserRejection(loop)).toBe(false)
  })
})
