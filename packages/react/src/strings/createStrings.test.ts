import { describe, expect, it } from 'vitest'
import { createStrings, StringsSectionNotLoadedError } from './createStrings'
import { en } from './en'
import { sectionsEn } from './sectionsEn'

describe('createStrings', () => {
  it('is English by default, its sections once the modal chunk provided them', () => {
    const strings = createStrings(undefined, () => sectionsEn)
    expect(strings.connectWallet).toBe('Connect Wallet')
    expect(strings.send.max).toBe('Max')
    expect({ ...strings }).toEqual(en)
  })

  it('merges a partial override over English, nested objects key by key', () => {
    const strings = createStrings(
      {
        connectWallet: 'Connecter',
        errors: { NetworkNotFoundError: 'Réseau introuvable' },
        send: { max: 'Tout', errors: { SendAmountZeroError: () => 'Montant nul' } },
      },
      () => sectionsEn,
    )
    expect(strings.connectWallet).toBe('Connecter')
    expect(strings.close).toBe('Close')
    expect(strings.errors.NetworkNotFoundError).toBe('Réseau introuvable')
    expect(strings.errors.WalletNotFoundError).toBe('Wallet not found')
    expect(strings.send.max).toBe('Tout')
    expect(strings.send.amount).toBe('Amount')
    expect(strings.send.errors.SendAmountZeroError?.({})).toBe('Montant nul')
    expect(strings.send.errors.SendAmountInvalidError?.({})).toBe(
      'Enter the amount as a number, e.g. 1.5',
    )
    expect(strings.swap).toBe(strings.swap) // merged once
  })

  it('takes a whole catalogue', () => {
    const fr = { ...en, connectWallet: 'Connecter le portefeuille' }
    expect(createStrings(fr, () => sectionsEn).connectWallet).toBe('Connecter le portefeuille')
  })

  it('says so when a section is read before the modal chunk provided it', () => {
    const strings = createStrings({ send: { max: 'Tout' } }, () => undefined)
    expect(strings.connectWallet).toBe('Connect Wallet')
    expect(() => strings.send).toThrow(StringsSectionNotLoadedError)
  })
})
