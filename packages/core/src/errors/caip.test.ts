import { describe, expect, it } from 'vitest'
import { BaseError } from './base'
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip'

describe('CAIP errors', () => {
  it('use the SPEC §5 texts as short messages', () => {
    const address = new InvalidCaipAddressError('eip155:1')
    expect(address.shortMessage).toBe('Invalid CAIP-10 address: eip155:1')
    expect(address.value).toBe('eip155:1')
    expect(address.name).toBe('InvalidCaipAddressError')
    expect(address).toBeInstanceOf(BaseError)

    const network = new InvalidCaipNetworkIdError('eip155')
    expect(network.shortMessage).toBe('Invalid CAIP-2 network id: eip155')
    expect(network.value).toBe('eip155')
    expect(network.name).toBe('InvalidCaipNetworkIdError')
    expect(network).toBeInstanceOf(BaseError)
  })

  it('keep details and cause for developers', () => {
    const cause = new Error('bad reference')
    const error = new InvalidCaipNetworkIdError('eip155:01', { details: 'leading zero', cause })
    expect(error.message).toBe(
      'Invalid CAIP-2 network id: eip155:01\n\nDetails: leading zero\nDocs: docs/errors.md#caip',
    )
    expect(error.cause).toBe(cause)
  })
})
