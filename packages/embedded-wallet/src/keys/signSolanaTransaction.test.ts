import { ed25519 } from '@noble/curves/ed25519.js'
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
import { deriveEmbeddedAccounts } from './deriveEmbeddedAccounts'
import { signSolanaTransaction } from './signSolanaTransaction'

const mnemonic = 'test test test test test test test test test test test junk'
const { solana } = deriveEmbeddedAccounts({ mnemonic })
const other = address('11111111111111111111111111111112')
const lifetime = {
  blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
  lastValidBlockHeight: 10n,
}

/** A transfer with `payer` paying and `from` sending, in wire form (signatures empty). */
function transfer(payer: string, from: string, version: 0 | 'legacy') {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(address(payer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(address(from)),
          destination: other,
          amount: 1_000n,
        }),
        m,
      ),
  )
  const compiled = compileTransaction(message)
  return {
    wire: new Uint8Array(getTransactionEncoder().encode(compiled)),
    message: new Uint8Array(compiled.messageBytes),
  }
}

describe('signSolanaTransaction', () => {
  it.each([0, 'legacy'] as const)(
    'signs a %s transaction it pays for: a valid ed25519 signature in its slot',
    (version) => {
      const { wire, message } = transfer(solana.address, solana.address, version)
      const signed = signSolanaTransaction({ transaction: wire, account: solana })
      expect(signed.length).toBe(wire.length)
      expect(signed[0]).toBe(1)
      expect(ed25519.verify(signed.subarray(1, 65), message, solana.publicKey)).toBe(true)
      expect(signed.subarray(65)).toEqual(wire.subarray(65))
    },
  )

  it('fills only its own slot when another account pays', () => {
    const payer = deriveEmbeddedAccounts({
      mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
    }).solana
    const { wire, message } = transfer(payer.address, solana.address, 0)
    const signed = signSolanaTransaction({ transaction: wire, account: solana })
    expect(signed[0]).toBe(2)
    expect(signed.subarray(1, 65).every((b) => b === 0)).toBe(true)
    expect(ed25519.verify(signed.subarray(65, 129), message, solana.publicKey)).toBe(true)
  })

  it('refuses a transaction it is not a signer of, and a malformed one', () => {
    const payer = deriveEmbeddedAccounts({
      mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
    }).solana
    const { wire } = transfer(payer.address, payer.address, 0)
    expect(() => signSolanaTransaction({ transaction: wire, account: solana })).toThrow(
      'This account is not a signer of the transaction',
    )
    expect(() =>
      signSolanaTransaction({ transaction: new Uint8Array([1, 2]), account: solana }),
    ).toThrow('This is not a Solana transaction')
  })

  it('keeps a signature already in another slot', () => {
    const payer = deriveEmbeddedAccounts({
      mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow',
    }).solana
    const { wire, message } = transfer(payer.address, solana.address, 'legacy')
    const paid = signSolanaTransaction({ transaction: wire, account: payer })
    const signed = signSolanaTransaction({ transaction: paid, account: solana })
    expect(ed25519.verify(signed.subarray(1, 65), message, payer.publicKey)).toBe(true)
    expect(ed25519.verify(signed.subarray(65, 129), message, solana.publicKey)).toBe(true)
  })
})
