import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { rateLimitKey } from './rateLimitKey'

describe('rateLimitKey', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['not-an-ip', 'not-an-ip'],
  ])('%s → %s', (ip, key) => {
    expect(rateLimitKey(ip)).toBe(key)
  })

  test('every address of one /64 shares a key; the next /64 does not', () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16))
    fc.assert(
      fc.property(fc.array(group, { minLength: 4, maxLength: 4 }), (host) => {
        expect(rateLimitKey(`2001:db8:aa:bb:${host.join(':')}`)).toBe('2001:db8:aa:bb::/64')
      }),
    )
    expect(rateLimitKey('2001:db8:aa:bc::1')).not.toBe(rateLimitKey('2001:db8:aa:bb::1'))
  })
})
