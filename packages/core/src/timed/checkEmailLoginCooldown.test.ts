import { describe, expect, it } from 'vitest'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants'
import { EmailLoginCooldownError } from '../errors/email'
import { InvalidParameterError } from '../errors/parameter'
import { checkEmailLoginCooldown } from './checkEmailLoginCooldown'

const lastLoginAt = 1_700_000_000_000

const refusal = (now: number) => {
  try {
    checkEmailLoginCooldown({ lastLoginAt, now })
    return undefined
  } catch (error) {
    return error as EmailLoginCooldownError
  }
}

describe('checkEmailLoginCooldown', () => {
  it('allows a first login', () => {
    expect(() =>
      checkEmailLoginCooldown({ lastLoginAt: undefined, now: lastLoginAt }),
    ).not.toThrow()
  })

  it('refuses within 30 s with the remaining seconds rounded up', () => {
    expect(refusal(lastLoginAt)?.shortMessage).toBe('Please try again after 30 seconds')
    expect(refusal(lastLoginAt + 1)?.shortMessage).toBe('Please try again after 30 seconds')
    expect(refusal(lastLoginAt + 1_000)?.shortMessage).toBe('Please try again after 29 seconds')
    expect(refusal(lastLoginAt + 17_500)?.shortMessage).toBe('Please try again after 13 seconds')
    expect(refusal(lastLoginAt + EMAIL_LOGIN_COOLDOWN_MS - 1)?.shortMessage).toBe(
      'Please try again after 1 seconds',
    )
    expect(refusal(lastLoginAt + 1_000)).toBeInstanceOf(EmailLoginCooldownError)
  })

  it('allows again from exactly 30 s on', () => {
    expect(refusal(lastLoginAt + EMAIL_LOGIN_COOLDOWN_MS)).toBeUndefined()
    expect(refusal(lastLoginAt + EMAIL_LOGIN_COOLDOWN_MS * 100)).toBeUndefined()
  })

  it('counts a last login in the future as just now', () => {
    expect(refusal(lastLoginAt - 60_000)?.seconds).toBe(30)
  })

  it('refuses bad times with a clear error', () => {
    expect(() => checkEmailLoginCooldown({ lastLoginAt: Number.NaN, now: lastLoginAt })).toThrow(
      'lastLoginAt must be a time in ms, got NaN',
    )
    expect(() => checkEmailLoginCooldown({ lastLoginAt, now: Number.NaN })).toThrow(
      InvalidParameterError,
    )
  })
})
