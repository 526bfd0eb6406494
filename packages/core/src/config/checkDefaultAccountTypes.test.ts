import { describe, expect, it } from 'vitest'
import { AccountTypeNotSupportedError } from '../errors/accountType'
import { checkDefaultAccountTypes } from './checkDefaultAccountTypes'

describe('checkDefaultAccountTypes', () => {
  it("fills SPEC §1's default of each namespace not given", () => {
    expect(checkDefaultAccountTypes(undefined)).toEqual({ eip155: 'smartAccount', solana: 'eoa' })
    expect(checkDefaultAccountTypes({ eip155: 'eoa' })).toEqual({ eip155: 'eoa', solana: 'eoa' })
    expect(checkDefaultAccountTypes({ eip155: 'smartAccount', solana: 'eoa' })).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
    })
  })

  it('names the namespace, the value and what is allowed for a type the namespace does not have', () => {
    const error = (() => {
      try {
        checkDefaultAccountTypes({ solana: 'smartAccount' })
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(AccountTypeNotSupportedError)
    expect(error).toMatchObject({
      namespace: 'solana',
      value: 'smartAccount',
      allowed: ['eoa'],
      shortMessage: 'The default account type of solana cannot be "smartAccount" (allowed: eoa)',
    })
    expect(() => checkDefaultAccountTypes({ eip155: 'smart' })).toThrow(
      'The default account type of eip155 cannot be "smart" (allowed: smartAccount, eoa)',
    )
    expect(() => checkDefaultAccountTypes({ eip155: 1 })).toThrow(
      'The default account type of eip155 cannot be 1 (allowed: smartAccount, eoa)',
    )
  })

  it('refuses a namespace the embedded wallet has no accounts in, and a value that is not a map', () => {
    expect(() => checkDefaultAccountTypes({ bip122: 'payment' })).toThrow(
      'The default account type of bip122 cannot be "payment" (allowed: none, the embedded wallet has no accounts there)',
    )
    expect(() => checkDefaultAccountTypes('eoa')).toThrow(AccountTypeNotSupportedError)
    expect(() => checkDefaultAccountTypes(null)).toThrow(AccountTypeNotSupportedError)
  })
})
