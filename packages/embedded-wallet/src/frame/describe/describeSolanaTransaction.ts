import { base58 } from '@scure/base'
import { formatUnits } from 'viem'
import { TransactionDecodeError } from '../../errors'
import { readCompactU16 } from '../../keys/readCompactU16'
import type { ApprovalRow } from './approvalView'

const systemProgram = '11111111111111111111111111111111'
const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'
/** The System program's `Transfer` instruction: u32 index 2, then the lamports as u64, little-endian. */
const transferIndex = 2

type Instruction = { programId: string; accounts: string[]; data: Uint8Array }

/** Reads the instructions of a wire transaction (legacy or v0; lookup-table accounts are not resolved). */
function readInstructions(wire: Uint8Array): Instruction[] {
  const signatures = readCompactU16(wire, 0)
  const message = wire.subarray(signatures.size + signatures.value * 64)
  let at = (message[0] ?? 0) & 0x80 ? 1 : 0
  at += 3 // header: required signatures, read-only signed, read-only unsigned
  const keyCount = readCompactU16(message, at)
  at += keyCount.size
  const keys: string[] = []
  for (let i = 0; i < keyCount.value; i++, at += 32)
    keys.push(base58.encode(message.subarray(at, at + 32)))
  at += 32 // recent blockhash
  const count = readCompactU16(message, at)
  at += count.size
  const keyAt = (index: number | undefined) =>
    index === undefined ? '?' : (keys[index] ?? 'an address from a lookup table')
  const instructions: Instruction[] = []
  for (let i = 0; i < count.value; i++) {
    const programId = keyAt(message[at])
    at += 1
    const accountCount = readCompactU16(message, at)
    at += accountCount.size
    const accounts = Array.from(message.subarray(at, at + accountCount.value), keyAt)
    at += accountCount.value
    const dataLength = readCompactU16(message, at)
    at += dataLength.size
    const data = message.subarray(at, at + dataLength.value)
    at += dataLength.value
    if (data.length !== dataLength.value)
      throw new TransactionDecodeError({ reason: 'The transaction is cut short' })
    instructions.push({ programId, accounts, data })
  }
  return instructions
}

const transferOf = (instruction: Instruction) => {
  const { programId, data, accounts } = instruction
  if (programId !== systemProgram || data.length !== 12) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (view.getUint32(0, true) !== transferIndex) return undefined
  return { to: accounts[1] ?? '?', lamports: view.getBigUint64(4, true) }
}

/**
 * The rows of a Solana transaction (wire bytes) for a first-time user: each SOL transfer (System
 * program `Transfer`) as its receiver and amount in SOL when the transaction does nothing else
 * (compute-budget settings aside); otherwise `N instructions` and the program each one calls.
 *
 * @example
 * describeSolanaTransaction(wireBytes)
 * // [{ label: 'To', value: '9xQe…' }, { label: 'Amount', value: '0.1 SOL' }]
 */
export function describeSolanaTransaction(wire: Uint8Array): ApprovalRow[] {
  const instructions = readInstructions(wire)
  const relevant = instructions.filter((i) => i.programId !== computeBudgetProgram)
  const transfers = relevant.map(transferOf)
  if (relevant.length > 0 && transfers.every((t) => t !== undefined))
    return transfers.flatMap((transfer) => [
      { label: 'To', value: transfer.to },
      { label: 'Amount', value: `${formatUnits(transfer.lamports, 9)} SOL` },
    ])
  return [
    {
      label: 'Action',
      value: `${instructions.length} instruction${instructions.length === 1 ? '' : 's'}`,
    },
    ...instructions.map((instruction, index) => ({
      label: `Instruction ${index + 1} program`,
      value: instruction.programId,
    })),
  ]
}
