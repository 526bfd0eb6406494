import { describe, expect, it, vi } from 'vitest'
import {
  createStrings,
  type StringSectionParts,
  StringsSectionNotLoadedError,
} from './createStrings'
import { emailConnectEn } from './emailEn'
import { emailCodeEn } from './emailViewsEn'
import { en } from './en'
import { farcasterEn } from './farcasterEn'
import { sectionsEn, socialEn } from './sectionsEn'
import { socialConnectEn } from './socialEn'

/** The module afresh (its provided sections empty). */
async function freshModule() {
  vi.resetModules()
  return import('./createStrings')
}

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

  it('reads a section provided in parts whole once its last part arrived', () => {
    let parts: StringSectionParts = { email: emailConnectEn }
    const strings = createStrings({ email: { resend: 'Renvoyer' } }, () => parts)
    expect(strings.email.continue).toBe('Continue with email')
    expect(strings.email.resend).toBe('Renvoyer')
    expect(strings.email.codeLabel).toBeUndefined()
    parts = { email: { ...emailConnectEn, ...emailCodeEn } }
    expect(strings.email.codeLabel).toBe('Code')
    expect(strings.email.resend).toBe('Renvoyer')
    expect(strings.email).toBe(strings.email) // merged once per part
  })

  it('merges the parts a chunk provides into what the section had', async () => {
    const { provideStringSections: provide, createStrings: fresh } = await freshModule()
    provide({ social: socialConnectEn })
    provide({ social: { farcaster: farcasterEn } })
    const strings = fresh()
    expect(strings.social.farcaster).toEqual(socialEn.farcaster)
    expect(strings.social.continueWith('X')).toBe('Continue with X')
  })

  it('says so when a section is read before the modal chunk provided it', () => {
    const strings = createStrings({ send: { max: 'Tout' } }, () => undefined)
    expect(strings.connectWallet).toBe('Connect Wallet')
    expect(() => strings.send).toThrow(StringsSectionNotLoadedError)
  })
})
