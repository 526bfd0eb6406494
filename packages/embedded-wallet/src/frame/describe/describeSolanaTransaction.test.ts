import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { describe, expect, it } from 'vitest'
import { describeSolanaTransaction } from './describeSolanaTransaction'

const payer = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
const receiver = address('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')
const lifetime = {
  blockhash: '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi' as Blockhash,
  lastValidBlockHeight: 10n,
}
const computeUnitLimit: Instruction = {
  programAddress: address('ComputeBudget111111111111111111111111111111'),
  data: Uint8Array.of(2, 0x40, 0x0d, 0x03, 0x00),
}
const memo: Instruction = {
  programAddress: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
  data: new TextEncoder().encode('hi'),
}
const transfer = (amount: bigint) =>
  getTransferSolInstruction({ source: createNoopSigner(payer), destination: receiver, amount })

function wire(instructions: Instruction[], version: 0 | 'legacy' = 0) {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('describeSolanaTransaction', () => {
  it.each([0, 'legacy'] as const)(
    'a SOL transfer (%s) shows its receiver and amount in SOL, compute-budget settings aside',
    (version) => {
      expect(
        describeSolanaTransaction(wire([computeUnitLimit, transfer(100_000_000n)], version)),
      ).toEqual([
        { label: 'To', value: receiver },
        { label: 'Amount', value: '0.1 SOL' },
      ])
    },
  )

  it('two transfers show both', () => {
    expect(describeSolanaTransaction(wire([transfer(1n), transfer(2_500_000_000n)]))).toEqual([
      { label: 'To', value: receiver },
      { label: 'Amount', value: '0.000000001 SOL' },
      { label: 'To', value: receiver },
      { label: 'Amount', value: '2.5 SOL' },
    ])
  })

  it('anything else shows the number of instructions and each program', () => {
    expect(describeSolanaTransaction(wire([computeUnitLimit, transfer(1n), memo]))).toEqual([
      { label: 'Action', value: '3 instructions' },
      { label: 'Instruction 1 program', value: 'ComputeBudget111111111111111111111111111111' },
      { label: 'Instruction 2 program', value: '11111111111111111111111111111111' },
      { label: 'Instruction 3 program', value: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' },
    ])
  })

  it('a cut transaction throws (the screen then shows the raw view)', () => {
    const bytes = wire([transfer(1n)])
    expect(() => describeSolanaTransaction(bytes.subarray(0, bytes.length - 4))).toThrow(
      'The transaction is cut short',
    )
  })
})
