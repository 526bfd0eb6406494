import { describe, expect, it } from 'vitest'
import '../../test/provideStrings'
import { en } from '../strings/en'
import { ar } from './ar'
import { fr } from './fr'
import { loadLocale } from './loadLocale'
import { pickLocale } from './pickLocale'

/** Every key path of a catalogue, with the kind of value at it (text or function). */
function shape(texts: object, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? shape(value, `${prefix}${key}.`)
      : [`${prefix}${key}:${typeof value}`],
  )
}

describe('shipped locales', () => {
  it.each([
    ['fr', fr],
    ['ar', ar],
  ])('%s has every text of English, of the same kind, and no other', (_, locale) => {
    expect(shape(locale.strings).sort()).toEqual(shape(en).sort())
  })

  it.each([
    ['fr', fr],
    ['ar', ar],
  ])('%s translates: no text is left in English but names and symbols', (_, locale) => {
    const same = shape(locale.strings)
      .map((path) => path.split(':')[0] as string)
      .filter((path) => {
        const read = (texts: unknown) =>
          path.split('.').reduce((at, key) => (at as Record<string, unknown>)?.[key], texts)
        const [ours, english] = [read(locale.strings), read(en)]
        return typeof ours === 'string' && ours === english
      })
    // Proper names, network names, symbols and the code field's label are the same in every language.
    const allowed =
      /^(namespaceNames\.|walletConnect\.title|totalBalance|send\.max|swap\.max|email\.(placeholder|codeLabel)|swap\.rate|send\.receiverPlaceholder\.solana|social\.providers\.)/
    expect(same.filter((path) => !allowed.test(path))).toEqual([])
  })

  it('fills its functions with what they are given', () => {
    expect(fr.strings.send.balanceOf('1.5', 'ETH')).toBe('Solde : 1.5 ETH')
    expect(ar.strings.walletConnect.open('Rainbow')).toBe('افتح Rainbow')
    expect(fr.strings.send.errors.SendFeeAboveBalanceError?.({ symbol: 'SOL' })).toBe(
      'Pas assez de SOL pour payer les frais de réseau',
    )
  })

  it('writes Arabic right to left and French left to right', () => {
    expect([fr.dir, ar.dir]).toEqual(['ltr', 'rtl'])
  })

  it('loads each locale on demand; English is built in', async () => {
    expect((await loadLocale('fr'))?.strings.connectWallet).toBe('Connecter un portefeuille')
    expect((await loadLocale('ar'))?.strings.connectWallet).toBe('ربط محفظة')
    expect(await loadLocale('en')).toBeUndefined()
  })
})

describe('pickLocale', () => {
  it.each([
    ['auto', ['fr-CA', 'en'], 'fr'],
    ['auto', ['de-DE', 'ar-EG', 'en'], 'ar'],
    ['auto', ['de-DE', 'ja'], 'en'],
    ['auto', [], 'en'],
    ['auto', ['EN-gb'], 'en'],
    ['fr', ['ar'], 'fr'],
    ['en', ['fr-FR'], 'en'],
  ] as const)('%s with %j → %s', (option, languages, expected) => {
    expect(pickLocale(option, languages)).toBe(expected)
  })
})
