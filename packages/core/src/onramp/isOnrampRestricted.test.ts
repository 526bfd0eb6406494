import { describe, expect, test } from 'vitest'
import { isOnrampRestricted } from './isOnrampRestricted'

describe('isOnrampRestricted', () => {
  test.each(['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Harbin', 'PRC'])(
    '%s (mainland China) is restricted',
    (timeZone) => {
      expect(isOnrampRestricted({ timeZone })).toBe(true)
    },
  )
  test.each(['Asia/Hong_Kong', 'Asia/Macau', 'Asia/Taipei', 'Europe/Berlin', 'UTC', ''])(
    '%j is not',
    (timeZone) => {
      expect(isOnrampRestricted({ timeZone })).toBe(false)
    },
  )
  test("the runtime's own time zone by default", () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(isOnrampRestricted()).toBe(isOnrampRestricted({ timeZone: own }))
  })
})
