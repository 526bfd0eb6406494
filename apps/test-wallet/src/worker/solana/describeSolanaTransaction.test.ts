import { devnetMnemonic } from '@portico/devnet/chains'
import {
  AccountRole,
  type Address,
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
import {
  getSetComputeUnitLimitInstruction,
  getSetComputeUnitPriceInstruction,
} from '@solana-program/compute-budget'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, test } from 'vitest'
import { deriveSolanaAccount } from './deriveSolanaAccount'
import { describeSolanaTransaction } from './describeSolanaTransaction'

const payer = deriveSolanaAccount({ mnemonic: devnetMnemonic }).address
const other = address('AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD')
const mint = address('4BjqgK2H4tza7zT2ChodLFosooM79LrdrLegvr6dcizE')

/** Wire bytes of an unsigned transaction paid by `feePayer` (a fixed blockhash: no chain needed). */
function wire(instructions: Instruction[], version: 'legacy' | 0 = 0, feePayer: Address = payer) {
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 0n },
        m,
      ),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}

describe('describeSolanaTransaction', () => {
  test('a SOL transfer in SOL with its recipient (legacy and v0)', () => {
    const transfer = getTransferSolInstruction({
      source: createNoopSigner(payer),
      destination: other,
      amount: 1_000_000_001n,
    })
    for (const version of ['legacy', 0] as const) {
      const described = describeSolanaTransaction(wire([transfer], version))
      expect(described.version).toBe(version)
      expect(described.feePayer).toBe(payer)
      expect(described.signers).toEqual([payer])
      expect(described.lines).toEqual([
        `Fee payer: ${payer}`,
        `System Program: transfer 1.000000001 SOL from ${payer} to ${other}`,
      ])
    }
  })

  test('an SPL transfer with compute budget and associated token account creation', async () => {
    const owner = other
    const [source] = await findAssociatedTokenPda({
      owner: payer,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner,
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const signer = createNoopSigner(payer)
    const bytes = wire([
      getSetComputeUnitLimitInstruction({ units: 25_000 }),
      getSetComputeUnitPriceInstruction({ microLamports: 20_000_000n }),
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination,
        owner,
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: signer,
        amount: 1_500_000n,
        decimals: 6,
      }),
      getTransferInstruction({ source, destination, authority: signer, amount: 7n }),
    ])
    expect(describeSolanaTransaction(bytes).lines).toEqual([
      `Fee payer: ${payer}`,
      'Compute Budget: unit limit 25000',
      'Compute Budget: unit price 20000000 micro-lamports',
      `Associated Token Account Program: create (if missing) the token account ${destination} of ${owner} for mint ${mint}, paid by ${payer}`,
      `Token Program: transfer 1.5 of mint ${mint} from token account ${source} to token account ${destination} (owner ${payer})`,
      `Token Program: transfer 7 base units from token account ${source} to token account ${destination} (owner ${payer})`,
    ])
  })

  test('a memo as text, an unknown program by address, and every signer', () => {
    const memo: Instruction = {
      programAddress: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'),
      accounts: [{ address: other, role: AccountRole.READONLY_SIGNER }],
      data: new TextEncoder().encode('thanks'),
    }
    const unknown: Instruction = {
      programAddress: mint,
      accounts: [{ address: payer, role: AccountRole.WRITABLE }],
      data: new Uint8Array([1, 2, 3]),
    }
    const described = describeSolanaTransaction(wire([memo, unknown]))
    expect(described.signers).toEqual([payer, other])
    expect(described.lines).toEqual([
      `Fee payer: ${payer}`,
      `Signers: ${payer}, ${other}`,
      'Memo: thanks',
      `Program ${mint}: 1 accounts, 3 bytes of data (Ldp)`,
    ])
  })

  test('bytes that are not a transaction are -32602', () => {
    for (const bytes of [new Uint8Array(), new Uint8Array([1, 2, 3]), new Uint8Array(64)])
      expect(() => describeSolanaTransaction(bytes)).toThrow(
        expect.objectContaining({ code: -32602, shortMessage: 'This is not a Solana transaction' }),
      )
  })
})
