import { formatUnits } from 'viem'
import { decodeSolanaTransaction } from '../../keys/decodeSolanaTransaction'
import type { ApprovalRow, ReadLookupTable } from './approvalView'

const systemProgram = '11111111111111111111111111111111'
const computeBudgetProgram = 'ComputeBudget111111111111111111111111111111'
/** The System program's `Transfer` instruction: u32 index 2, then the lamports as u64, little-endian. */
const transferIndex = 2

type Instruction = { programId: string; accounts: string[]; data: Uint8Array }

export type DescribeSolanaTransactionParameters = {
  /** The transaction in wire form (legacy or v0). */
  wire: Uint8Array
  /** CAIP-2 id of the chain, for reading its address lookup tables. */
  chainId: string
  /** Reads a lookup table's addresses (through the RPC gateway); without it none is read. */
  readLookupTable?: ReadLookupTable | undefined
}

const transferOf = (instruction: Instruction) => {
  const { programId, data, accounts } = instruction
  if (programId !== systemProgram || data.length !== 12) return undefined
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (view.getUint32(0, true) !== transferIndex) return undefined
  return { to: accounts[1] ?? '?', lamports: view.getBigUint64(4, true) }
}

/**
 * The rows of a Solana transaction (wire bytes, decoded with `@solana/kit`'s codecs) for a
 * first-time user: each SOL transfer (System program `Transfer`) as its receiver and amount in SOL
 * when the transaction does nothing else (compute-budget settings aside); otherwise `N
 * instructions` and the program each one calls. A v0 transaction's accounts from address lookup
 * tables are read through `readLookupTable` and shown by address; one that cannot be read is
 * shown as what it is (`entry 3 of lookup table …`), with a row naming the tables either way.
 *
 * @example
 * await describeSolanaTransaction({ wire, chainId: 'solana:…', readLookupTable })
 * // [{ label: 'To', value: '9xQe…' }, { label: 'Amount', value: '0.1 SOL' }]
 */
export async function describeSolanaTransaction(
  parameters: DescribeSolanaTransactionParameters,
): Promise<ApprovalRow[]> {
  const { wire, chainId, readLookupTable } = parameters
  const { message } = decodeSolanaTransaction(wire)
  const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : []
  const tables = await Promise.all(
    lookups.map(({ lookupTableAddress }) =>
      readLookupTable
        ? readLookupTable(lookupTableAddress, chainId).catch(() => undefined)
        : undefined,
    ),
  )
  // The message's account list: its static accounts, then every table's writable entries, then
  // every table's read-only ones (the order the runtime loads them in).
  const fromTables = (kind: 'writableIndexes' | 'readonlyIndexes') =>
    lookups.flatMap((lookup, table) =>
      lookup[kind].map(
        (index) =>
          tables[table]?.[index] ??
          `entry ${index} of lookup table ${lookup.lookupTableAddress}${tables[table] ? ' (missing)' : ''}`,
      ),
    )
  const keys: string[] = [
    ...message.staticAccounts,
    ...fromTables('writableIndexes'),
    ...fromTables('readonlyIndexes'),
  ]
  const keyAt = (index: number) => keys[index] ?? `account ${index} (not in the transaction)`
  const instructions: Instruction[] = message.instructions.map((instruction) => ({
    programId: keyAt(instruction.programAddressIndex),
    accounts: (instruction.accountIndices ?? []).map(keyAt),
    data: new Uint8Array(instruction.data ?? []),
  }))
  const tableRows: ApprovalRow[] = lookups.length
    ? [
        {
          label: 'Lookup tables',
          value: tables.every((table) => table !== undefined)
            ? `Some accounts come from ${lookups.map((l) => l.lookupTableAddress).join(', ')}`
            : `Some accounts come from lookup tables that could not be read: ${lookups
                .filter((_, index) => tables[index] === undefined)
                .map((l) => l.lookupTableAddress)
                .join(', ')}`,
        },
      ]
    : []
  const relevant = instructions.filter((i) => i.programId !== computeBudgetProgram)
  const transfers = relevant.map(transferOf)
  if (relevant.length > 0 && transfers.every((t) => t !== undefined))
    return [
      ...transfers.flatMap((transfer) => [
        { label: 'To', value: transfer.to },
        { label: 'Amount', value: `${formatUnits(transfer.lamports, 9)} SOL` },
      ]),
      ...tableRows,
    ]
  return [
    {
      label: 'Action',
      value: `${instructions.length} instruction${instructions.length === 1 ? '' : 's'}`,
    },
    ...instructions.map((instruction, index) => ({
      label: `Instruction ${index + 1} program`,
      value: instruction.programId,
    })),
    ...tableRows,
  ]
}
