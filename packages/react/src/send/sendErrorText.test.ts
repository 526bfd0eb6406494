import {
  SendAmountDecimalsError,
  SendAmountRequiredError,
  SendAmountZeroError,
  SendFeeAboveBalanceError,
  SendReceiverInvalidError,
  SendTokenRequiredError,
  TransactionDeclinedError,
  TransactionFailedError,
  UnsupportedChainError,
} from '@portico/core'
import { describe, expect, it } from 'vitest'
import { en } from '../strings/en'
import { sendErrorText } from './sendErrorText'

describe('sendErrorText', () => {
  it('shows the SPEC §5 texts verbatim', () => {
    expect(sendErrorText(new SendAmountRequiredError(), en)).toBe(
      'An amount and receiver address are required',
    )
    expect(sendErrorText(new SendTokenRequiredError(), en)).toBe('A token is required')
    expect(sendErrorText(new UnsupportedChainError(), en)).toBe('Unsupported chain')
  })

  it("shows the catalogue's text for Portico's own checks, with their figures", () => {
    expect(sendErrorText(new SendAmountZeroError(), en)).toBe('Enter an amount above zero')
    expect(sendErrorText(new SendReceiverInvalidError(), en)).toMatch(
      /^Enter a valid receiver address/,
    )
    expect(sendErrorText(new SendAmountDecimalsError({ symbol: 'pUSD', decimals: 6 }), en)).toBe(
      'pUSD has at most 6 decimals',
    )
    expect(sendErrorText(new SendFeeAboveBalanceError({ symbol: 'ETH' }), en)).toBe(
      'Not enough ETH to pay the network fee',
    )
    expect(sendErrorText(new TransactionDeclinedError(), en)).toBe('Transaction declined')
    const hash = `0x${'12'.repeat(31)}abcd`
    expect(sendErrorText(new TransactionFailedError({ hash }), en)).toBe(
      'Transaction failed: 0x12…12abcd',
    )
  })

  it('falls back to the short message, then to Unknown error', () => {
    expect(sendErrorText({ shortMessage: 'Something else' }, en)).toBe('Something else')
    expect(sendErrorText(new Error('boom'), en)).toBe('Unknown error')
    expect(sendErrorText(undefined, en)).toBe('Unknown error')
  })

  it("states the receiver rule of the account's namespace", () => {
    expect(sendErrorText(new SendReceiverInvalidError(), en, 'eip155')).toBe(
      'Enter a valid receiver address: 0x and 40 hexadecimal characters, with a correct checksum',
    )
    expect(sendErrorText(new SendReceiverInvalidError(), en, 'solana')).toBe(
      'Enter a valid receiver address: a Solana address, 32 to 44 base58 characters',
    )
  })
})
