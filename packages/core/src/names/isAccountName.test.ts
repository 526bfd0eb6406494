import { describe, expect, it } from 'vitest'
import { isAccountName } from './isAccountName'

describe('isAccountName', () => {
  it('tells a name from an address', () => {
    expect(isAccountName('alice.portico.id')).toBe(true)
    expect(isAccountName(' Bob-1.portico.id ')).toBe(true)
    expect(isAccountName('vitalik.eth')).toBe(true)
    expect(isAccountName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isAccountName('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(false)
    expect(isAccountName('alice')).toBe(false)
    expect(isAccountName('alice.')).toBe(false)
    expect(isAccountName('1.5')).toBe(false)
    expect(isAccountName('')).toBe(false)
  })
})
