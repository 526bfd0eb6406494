import { describe, expect, it } from 'vitest'
import { parseDateTime } from './parseDateTime'
import { parseSiwxMessage } from './parseSiwxMessage'

describe('parseDateTime', () => {
  it('reads RFC 3339 times with offsets and fractions as Date.parse does', () => {
    for (const text of [
      '2021-12-07T18:28:18.807Z',
      '2021-12-07T18:28:18Z',
      '2021-12-07T18:28:18+05:30',
      '2021-12-07t18:28:18.1-08:00',
      '2000-02-29T00:00:00Z',
    ])
      expect(parseDateTime(text)).toBe(Date.parse(text))
  })

  it('second 60 (leap second) is the next minute: a finite time, never NaN', () => {
    // Date.parse gives NaN here: a server comparing against it let "Not Before" pass (review L2).
    expect(Date.parse('2099-01-01T00:00:60Z')).toBeNaN()
    expect(parseDateTime('2099-01-01T00:00:60Z')).toBe(Date.parse('2099-01-01T00:01:00Z'))
    expect(parseDateTime('2016-12-31T23:59:60Z')).toBe(Date.parse('2017-01-01T00:00:00Z'))
    expect(parseDateTime('9999-12-31T23:59:60Z')).toBe(Date.parse('+010000-01-01T00:00:00Z'))
  })

  it('keeps years 0000–0099 as written (Date.UTC would make them 1900–1999)', () => {
    expect(parseDateTime('0099-06-01T00:00:00Z')).toBe(Date.parse('0099-06-01T00:00:00Z'))
    expect(new Date(parseDateTime('0000-01-01T00:00:00Z') ?? 0).getUTCFullYear()).toBe(0)
  })

  it('refuses what is not a date-time or names a time that does not exist', () => {
    for (const text of [
      '2099-01-01T00:00:61Z',
      '2099-01-01T24:00:00Z',
      '2099-01-01T00:60:00Z',
      '2023-02-29T00:00:00Z',
      '2099-13-01T00:00:00Z',
      '2099-01-01T00:00:00+24:00',
      '2099-01-01 00:00:00Z',
      '2099-01-01T00:00:00',
      '',
    ])
      expect(parseDateTime(text), text).toBeUndefined()
  })

  it('a message with second-60 times parses, and its times read as finite numbers', () => {
    const message = [
      'app.test wants you to sign in with your Ethereum account:',
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '',
      '',
      'URI: https://app.test',
      'Version: 1',
      'Chain ID: 1',
      'Nonce: 12345678',
      'Issued At: 2024-01-01T00:00:00Z',
      'Expiration Time: 2099-01-01T00:00:60Z',
      'Not Before: 2098-12-31T23:59:60Z',
    ].join('\n')
    const data = parseSiwxMessage(message)
    expect(parseDateTime(data.expirationTime ?? '')).toBe(Date.parse('2099-01-01T00:01:00Z'))
    expect(parseDateTime(data.notBefore ?? '')).toBe(Date.parse('2099-01-01T00:00:00Z'))
  })
})
