import { BalanceUnavailableError, DisconnectError, NetworkNotFoundError } from '@portico/core'
import { describe, expect, it } from 'vitest'
import { errorText } from './errorText'
import { en, type Strings } from './strings/en'

describe('errorText', () => {
  it("takes a known error's text from the catalogue, so a locale translates it", () => {
    const fr = {
      ...en,
      errors: { ...en.errors, NetworkNotFoundError: 'Réseau introuvable' },
    } as Strings
    expect(
      errorText({ error: new NetworkNotFoundError(), action: 'switchNetwork', strings: fr }),
    ).toBe('Réseau introuvable')
    expect(errorText({ error: new DisconnectError(), action: 'disconnect', strings: en })).toBe(
      'Failed to disconnect',
    )
    expect(
      errorText({ error: new BalanceUnavailableError(), action: 'balance', strings: en }),
    ).toBe('Token Balance Unavailable')
  })

  it("falls back to an adapter's short message, then to the action's text", () => {
    const wallet = Object.assign(new Error('raw'), { shortMessage: 'User rejected the request.' })
    expect(errorText({ error: wallet, action: 'switchNetwork', strings: en })).toBe(
      'User rejected the request.',
    )
    expect(
      errorText({ error: new Error('internal detail'), action: 'switchNetwork', strings: en }),
    ).toBe('Network switch declined')
    expect(errorText({ error: undefined, action: 'connect', strings: en })).toBe('Unknown error')
  })
})
