import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
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

function message(instructions: Instruction[], version: 0 | 'legacy' = 0) {
  return pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
}
function wire(instructions: Instruction[], version: 0 | 'legacy' = 0) {
  return new Uint8Array(
    getTransactionEncoder().encode(compileTransaction(message(instructions, version))),
  )
}
const chainId = 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR'
const describe0 = (bytes: Uint8Array) => describeSolanaTransaction({ wire: bytes, chainId })

// A v0 transfer whose receiver is entry 1 of an address lookup table (what a dapp may send).
const v0Transfer = pipe(
  createTransactionMessage({ version: 0 }),
  (m) => setTransactionMessageFeePayer(payer, m),
  (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
  (m) => appendTransactionMessageInstructions([transfer(5n)], m),
)
const table = address('AddressLookupTab1e1111111111111111111111111')
const tableAddresses = [address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'), receiver]
const withLookupTable = new Uint8Array(
  getTransactionEncoder().encode(
    compileTransaction(
      compressTransactionMessageUsingAddressLookupTables(v0Transfer, {
        [table]: tableAddresses,
      }),
    ),
  ),
)

describe('describeSolanaTransaction', () => {
  it.each([0, 'legacy'] as const)(
    'a SOL transfer (%s) shows its receiver and amount in SOL, compute-budget settings aside',
    async (version) => {
      expect(await describe0(wire([computeUnitLimit, transfer(100_000_000n)], version))).toEqual([
        { label: 'To', value: receiver },
        { label: 'Amount', value: '0.1 SOL' },
      ])
    },
  )

  it('two transfers show both', async () => {
    expect(await describe0(wire([transfer(1n), transfer(2_500_000_000n)]))).toEqual([
      { label: 'To', value: receiver },
      { label: 'Amount', value: '0.000000001 SOL' },
      { label: 'To', value: receiver },
      { label: 'Amount', value: '2.5 SOL' },
    ])
  })

  it('anything else shows the number of instructions and each program', async () => {
    expect(await describe0(wire([computeUnitLimit, transfer(1n), memo]))).toEqual([
      { label: 'Action', value: '3 instructions' },
      { label: 'Instruction 1 program', value: 'ComputeBudget111111111111111111111111111111' },
      { label: 'Instruction 2 program', value: '11111111111111111111111111111111' },
      { label: 'Instruction 3 program', value: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' },
    ])
  })

  it('a cut transaction, or one with bytes after its message, throws (the screen then shows the raw view)', async () => {
    const bytes = wire([transfer(1n)])
    await expect(describe0(bytes.subarray(0, bytes.length - 4))).rejects.toThrow(
      'This is not a Solana transaction',
    )
    await expect(describe0(Uint8Array.of(...bytes, 0))).rejects.toThrow(
      'The transaction has bytes that are not part of its message',
    )
  })

  it('a receiver from an address lookup table is read through the RPC and shown by address', async () => {
    const asked: string[] = []
    const rows = await describeSolanaTransaction({
      wire: withLookupTable,
      chainId,
      readLookupTable: async (address, chain) => {
        asked.push(`${chain} ${address}`)
        return address === table ? tableAddresses : undefined
      },
    })
    expect(asked).toEqual([`${chainId} ${table}`])
    expect(rows).toEqual([
      { label: 'To', value: receiver },
      { label: 'Amount', value: '0.000000005 SOL' },
      { label: 'Lookup tables', value: `Some accounts come from ${table}` },
    ])
  })

  it('a lookup table that cannot be read is said so: the receiver is shown as its table entry', async () => {
    const unread = [
      { label: 'To', value: `entry 1 of lookup table ${table}` },
      { label: 'Amount', value: '0.000000005 SOL' },
      {
        label: 'Lookup tables',
        value: `Some accounts come from lookup tables that could not be read: ${table}`,
      },
    ]
    // No RPC in the frame, a table that is not there, an RPC that fails.
    expect(await describe0(withLookupTable)).toEqual(unread)
    const missing = async () => undefined
    expect(
      await describeSolanaTransaction({ wire: withLookupTable, chainId, readLookupTable: missing }),
    ).toEqual(unread)
    const failing = async () => Promise.reject(new Error('gateway down'))
    expect(
      await describeSolanaTransaction({ wire: withLookupTable, chainId, readLookupTable: failing }),
    ).toEqual(unread)
    // A table shorter than the entry the transaction names (the runtime would refuse it).
    const short = async () => [tableAddresses[0] as string]
    expect(
      (
        await describeSolanaTransaction({ wire: withLookupTable, chainId, readLookupTable: short })
      )[0],
    ).toEqual({ label: 'To', value: `entry 1 of lookup table ${table} (missing)` })
  })
})
