import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { decodeSolanaTransaction } from './decodeSolanaTransaction'

const payer = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
const source = address('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')
const lifetime = {
  blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
  lastValidBlockHeight: 10n,
}

/** A transfer from `source`, paid by `payer`: two signers. */
function wire(version: 0 | 1 | 'legacy') {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(source),
          destination: address('11111111111111111111111111111112'),
          amount: 1n,
        }),
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('decodeSolanaTransaction', () => {
  it.each([0, 'legacy'] as const)('reads a %s transaction: its signers and message', (version) => {
    const { transaction, message } = decodeSolanaTransaction(wire(version))
    expect(Object.keys(transaction.signatures)).toEqual([payer, source])
    expect(message.version).toBe(version)
    expect(message.staticAccounts[0]).toBe(payer)
    expect(message.instructions).toHaveLength(1)
  })

  it('refuses bytes that are not a transaction, and a v1 transaction', () => {
    for (const bytes of [new Uint8Array(), Uint8Array.of(1, 2), new Uint8Array(200).fill(7)])
      expect(() => decodeSolanaTransaction(bytes)).toThrow('This is not a Solana transaction')
    expect(() => decodeSolanaTransaction(wire(1))).toThrow(
      'Solana transaction version 1 is not supported (legacy and 0 are)',
    )
  })

  it('refuses a message with bytes after it: what is shown must be all that is signed', () => {
    expect(() => decodeSolanaTransaction(Uint8Array.of(...wire(0), 0, 0))).toThrow(
      'The transaction has bytes that are not part of its message',
    )
  })

  it('refuses a signer listed twice (the two signature slots would become one)', () => {
    const bytes = wire('legacy')
    // 1 + 2 × 64 signature bytes, 3 header bytes, 1 account-count byte: then the accounts.
    const accounts = 1 + 128 + 3 + 1
    bytes.copyWithin(accounts + 32, accounts, accounts + 32)
    expect(() => decodeSolanaTransaction(bytes)).toThrow(
      'The transaction does not match its signers',
    )
  })
})
