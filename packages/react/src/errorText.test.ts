import {
  BalanceUnavailableError,
  DisconnectError,
  FrameRequestError,
  NetworkNotFoundError,
  RpcMethodNotAllowedError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { errorText } from './errorText'
import { fr } from './locales/fr'
import { sendErrorText } from './send/sendErrorText'
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

  it('says `Action not allowed` (SPEC §6, §8) when the gateway or the frame refused the method', () => {
    // The frame's reply carries the refusal's text; viem wraps the gateway's JSON-RPC error.
    const frame = new FrameRequestError({ message: 'Requested RPC call is not allowed' })
    const gateway = Object.assign(new Error('RPC Request failed.'), {
      shortMessage: 'RPC Request failed.',
      cause: { code: -32601, details: 'Requested RPC call is not allowed' },
    })
    for (const error of [frame, gateway, new RpcMethodNotAllowedError({ method: 'eth_sign' })]) {
      expect(errorText({ error, action: 'connect', strings: en })).toBe('Action not allowed')
      expect(sendErrorText(error, en)).toBe('Action not allowed')
    }
    const french = { ...en, ...fr.strings } as Strings
    expect(errorText({ error: frame, action: 'connect', strings: french })).toBe(
      'Action non autorisée',
    )
  })
})
