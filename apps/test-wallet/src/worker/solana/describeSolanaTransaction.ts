import {
  type Address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getUtf8Decoder,
  type Transaction,
} from '@solana/kit'
import { formatUnits } from 'viem'
import { rpcErrorCodes, WalletRpcError } from '../walletRpcError'

/** What {@link describeSolanaTransaction} found in a wire transaction. */
export type DescribeSolanaTransactionReturnType = {
  transaction: Transaction
  version: 'legacy' | 0
  feePayer: Address
  /** The accounts that must sign, in order (the first is the fee payer). */
  signers: Address[]
  /** Lines for the approval prompt: fee payer, then one per instruction. */
  lines: string[]
}

const programs = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  computeBudget: 'ComputeBudget111111111111111111111111111111',
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
} as const

/**
 * Decodes a Solana wire transaction (legacy or v0) with `@solana/kit`'s codecs and says what it
 * does, for the approval prompt: the fee payer, and per instruction its program and — where
 * recognisable — the SOL transfer (amount in SOL, recipient), the SPL token transfer (amount,
 * mint, token accounts), the associated token account it creates, compute-budget settings or the
 * memo text. Anything else shows as its program with its account and data sizes. Bytes that are
 * not a transaction, or a version other than legacy/0, are -32602.
 *
 * @example
 * describeSolanaTransaction(bytes).lines
 * // ['Fee payer: oeYf…q96', 'System Program: transfer 0.01 SOL from oeYf…q96 to 7Xk…']
 */
export function describeSolanaTransaction(bytes: Uint8Array): DescribeSolanaTransactionReturnType {
  let transaction: Transaction
  let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
  try {
    transaction = getTransactionDecoder().decode(bytes)
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (cause) {
    throw new WalletRpcError(rpcErrorCodes.invalidParams, 'This is not a Solana transaction', {
      cause,
    })
  }
  if (message.version !== 'legacy' && message.version !== 0)
    throw new WalletRpcError(
      rpcErrorCodes.invalidParams,
      `Solana transaction version ${message.version} is not supported (legacy and 0 are)`,
    )
  const accounts = message.staticAccounts
  const signers = Object.keys(transaction.signatures) as Address[]
  const feePayer = accounts[0]
  // Every transaction has a fee payer, the first of its signers.
  if (!feePayer || signers[0] !== feePayer)
    throw new WalletRpcError(rpcErrorCodes.invalidParams, 'This is not a Solana transaction')
  const account = (index: number | undefined) =>
    index === undefined
      ? '?'
      : (accounts[index] ?? `lookup-table account #${index - accounts.length}`)
  const lines = [`Fee payer: ${feePayer}`]
  if (signers.length > 1) lines.push(`Signers: ${signers.join(', ')}`)
  for (const instruction of message.instructions) {
    const program = account(instruction.programAddressIndex)
    const keys = (instruction.accountIndices ?? []).map(account)
    const data = new Uint8Array(instruction.data ?? [])
    lines.push(describeInstruction(program, keys, data))
  }
  if (message.version === 0 && (message.addressTableLookups?.length ?? 0) > 0)
    lines.push('Uses address lookup tables: some accounts are not shown by address.')
  return { transaction, version: message.version, feePayer, signers, lines }
}

function describeInstruction(program: string, keys: string[], data: Uint8Array): string {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const u64 = (offset: number) =>
    data.length >= offset + 8 ? view.getBigUint64(offset, true) : undefined
  if (program === programs.system) {
    const lamports = u64(4)
    if (data.length === 12 && view.getUint32(0, true) === 2 && lamports !== undefined)
      return `System Program: transfer ${formatUnits(lamports, 9)} SOL from ${keys[0]} to ${keys[1]}`
    return `System Program: instruction ${data.length >= 4 ? view.getUint32(0, true) : '?'}`
  }
  if (program === programs.token || program === programs.token2022) {
    const name = program === programs.token ? 'Token Program' : 'Token-2022 Program'
    const amount = u64(1)
    if (data[0] === 3 && data.length === 9 && amount !== undefined)
      return `${name}: transfer ${amount} base units from token account ${keys[0]} to token account ${keys[1]} (owner ${keys[2]})`
    if (data[0] === 12 && data.length === 10 && amount !== undefined)
      return `${name}: transfer ${formatUnits(amount, data[9] ?? 0)} of mint ${keys[1]} from token account ${keys[0]} to token account ${keys[2]} (owner ${keys[3]})`
    return `${name}: instruction ${data[0] ?? '?'}`
  }
  if (program === programs.associatedToken && (data.length === 0 || data[0] === 0 || data[0] === 1))
    return `Associated Token Account Program: create${data[0] === 1 ? ' (if missing)' : ''} the token account ${keys[1]} of ${keys[2]} for mint ${keys[3]}, paid by ${keys[0]}`
  if (program === programs.computeBudget) {
    if (data[0] === 2 && data.length === 5)
      return `Compute Budget: unit limit ${view.getUint32(1, true)}`
    if (data[0] === 3 && data.length === 9)
      return `Compute Budget: unit price ${u64(1)} micro-lamports`
    return `Compute Budget: instruction ${data[0] ?? '?'}`
  }
  if (program === programs.memo) {
    try {
      return `Memo: ${getUtf8Decoder().decode(data)}`
    } catch {
      return `Memo: ${data.length} bytes`
    }
  }
  return `Program ${program}: ${keys.length} accounts, ${data.length} bytes of data (${getBase58Decoder().decode(data.slice(0, 16))}${data.length > 16 ? '…' : ''})`
}
