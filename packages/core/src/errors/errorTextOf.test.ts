import { describe, expect, it } from 'vitest'
import { type ErrorTexts, errorTextOf } from './errorTextOf'
import { NetworkNotFoundError } from './network'
import { SendAmountDecimalsError, TransactionFailedError } from './send'

describe('errorTextOf', () => {
  it('takes the first catalogue that names the error: a text, or a function of its fields', () => {
    const texts: ErrorTexts<{ symbol?: string; decimals?: number }>[] = [
      { NetworkNotFoundError: 'Réseau introuvable' },
      {
        NetworkNotFoundError: 'never',
        SendAmountDecimalsError: (e: { symbol?: string; decimals?: number }) =>
          `${e.symbol}: ${e.decimals}`,
      },
    ]
    expect(errorTextOf({ error: new NetworkNotFoundError(), texts, fallback: '?' })).toBe(
      'Réseau introuvable',
    )
    expect(
      errorTextOf({
        error: new SendAmountDecimalsError({ symbol: 'ETH', decimals: 18 }),
        texts,
        fallback: '?',
      }),
    ).toBe('ETH: 18')
  })

  it("lets the caller's fields stand in for the error's own", () => {
    const texts = [{ TransactionFailedError: (e: { hash?: string }) => `failed ${e.hash}` }]
    const error = new TransactionFailedError({ hash: '0xabcdef' })
    expect(errorTextOf({ error, texts, fallback: '?' })).toBe('failed 0xabcdef')
    expect(errorTextOf({ error, texts, fields: { hash: '0xab…ef' }, fallback: '?' })).toBe(
      'failed 0xab…ef',
    )
  })

  it('falls back to the short message, then to the fallback; names on the prototype are no texts', () => {
    const wallet = Object.assign(new Error('raw'), { shortMessage: 'User rejected the request.' })
    expect(errorTextOf({ error: wallet, texts: [{}], fallback: '?' })).toBe(
      'User rejected the request.',
    )
    expect(errorTextOf({ error: new Error('internal'), texts: [{}], fallback: '?' })).toBe('?')
    expect(errorTextOf({ error: undefined, texts: [], fallback: '?' })).toBe('?')
    const named = Object.assign(new Error('x'), { name: 'toString' })
    expect(errorTextOf({ error: named, texts: [{}], fallback: '?' })).toBe('?')
  })
})
