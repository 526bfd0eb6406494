import { describe, expect, it } from 'vitest'
import { BaseError } from './base'
import { InvalidParameterError } from './parameter'

describe('InvalidParameterError', () => {
  it('is a BaseError whose short message is the reason, with a docs link', () => {
    const error = new InvalidParameterError({ reason: 'getBalances needs an address' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('InvalidParameterError')
    expect(error.shortMessage).toBe('getBalances needs an address')
    expect(error.message).toBe('getBalances needs an address\nDocs: docs/errors.md#parameters')
  })
})
