import { describe, expect, it } from 'vitest'
import { HttpStatusError } from './http'
import { messageOf } from './messageOf'

describe('messageOf', () => {
  it('uses the short message of a Portico error, not its details', () => {
    expect(messageOf(new HttpStatusError({ status: 500, details: 'secret-ish' }))).toBe(
      'HTTP status code: 500',
    )
  })

  it('uses the message of an Error, a string, or an object with a message', () => {
    expect(messageOf(new Error('boom'))).toBe('boom')
    expect(messageOf('plain')).toBe('plain')
    expect(messageOf({ code: 4001, message: 'User rejected' })).toBe('User rejected')
  })

  it('falls back to Unknown error', () => {
    for (const value of [undefined, null, 42, '', new Error(''), { message: 3 }, {}]) {
      expect(messageOf(value)).toBe('Unknown error')
    }
  })
})
