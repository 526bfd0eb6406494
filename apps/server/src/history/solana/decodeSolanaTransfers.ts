import { base58 } from '@scure/base'

/** The System program, the classic SPL Token program and Token-2022. */
export const solanaProgramIds = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
} as const

type RawInstruction = { programIdIndex: number; accounts: number[]; data: string }
type TokenBalance = {
  accountIndex: number
  mint: string
  owner?: string | undefined
  uiTokenAmount: { decimals: number }
}

/** What `getTransaction(signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })` answers. */
export type SolanaRpcTransaction = {
  slot: number
  blockTime: number | null
  transaction: {
    signatures: string[]
    message: { accountKeys: string[]; instructions: RawInstruction[] }
  }
  meta: {
    err: unknown
    fee: number
    innerInstructions?: { index: number; instructions: RawInstruction[] }[] | null
    preTokenBalances?: TokenBalance[] | null
    postTokenBalances?: TokenBalance[] | null
    loadedAddresses?: { writable: string[]; readonly: string[] } | null
  } | null
}

/** One SOL or SPL transfer between wallets (token accounts resolved to their owners). */
export type SolanaTransfer = {
  from: string
  to: string
  /** The SPL mint; null for SOL. */
  mint: string | null
  /** Base units (lamports for SOL). */
  amount: bigint
  decimals: number
}

export type DecodeSolanaTransfersReturnType = {
  signature: string
  slot: number
  /** Seconds; null when the node does not know. */
  blockTime: number | null
  status: 'confirmed' | 'failed'
  /** The fee payer (first account key) and the fee in lamports. */
  feePayer: string
  fee: bigint
  /** Token accounts the transaction touched, by owner wallet (to follow their signatures). */
  tokenAccounts: { address: string; owner: string }[]
  transfers: SolanaTransfer[]
}

const u32 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset).getUint32(at, true)
const u64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset).getBigUint64(at, true)

/**
 * The SOL and SPL transfers of a transaction read with `getTransaction` (`json` encoding), outer
 * instructions each followed by their inner ones: System `transfer` / `transferWithSeed`, and
 * Token / Token-2022 `transfer` / `transferChecked`. Token accounts are resolved to their owner
 * wallets and mints through the pre/post token balances. A failed transaction keeps its transfers
 * (they did not move; `status: 'failed'`), like a reverted EVM transaction.
 *
 * @example
 * const tx = await rpc.results([{ method: 'getTransaction', params: [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }] }])
 * decodeSolanaTransfers(tx[0]).transfers // [{ from, to, mint: null, amount: 1_000_000_000n, decimals: 9 }]
 */
export function decodeSolanaTransfers(tx: SolanaRpcTransaction): DecodeSolanaTransfersReturnType {
  const { message } = tx.transaction
  const meta = tx.meta
  const keys = [
    ...message.accountKeys,
    ...(meta?.loadedAddresses?.writable ?? []),
    ...(meta?.loadedAddresses?.readonly ?? []),
  ]
  const tokenAccounts = new Map<
    string,
    { mint: string; owner?: string | undefined; decimals: number }
  >()
  for (const balance of [...(meta?.preTokenBalances ?? []), ...(meta?.postTokenBalances ?? [])]) {
    const key = keys[balance.accountIndex]
    if (key === undefined) continue
    tokenAccounts.set(key, {
      mint: balance.mint,
      owner: balance.owner ?? tokenAccounts.get(key)?.owner,
      decimals: balance.uiTokenAmount.decimals,
    })
  }

  const ordered: RawInstruction[] = []
  message.instructions.forEach((instruction, index) => {
    ordered.push(instruction)
    for (const inner of meta?.innerInstructions ?? [])
      if (inner.index === index) ordered.push(...inner.instructions)
  })

  const transfers: SolanaTransfer[] = []
  for (const instruction of ordered) {
    const program = keys[instruction.programIdIndex]
    const account = (position: number) => keys[instruction.accounts[position] ?? -1]
    let data: Uint8Array
    try {
      data = base58.decode(instruction.data)
    } catch {
      continue
    }
    if (program === solanaProgramIds.system && data.length >= 12) {
      const kind = u32(data, 0)
      const from = account(0)
      const to = kind === 2 ? account(1) : kind === 11 ? account(2) : undefined
      if (from !== undefined && to !== undefined)
        transfers.push({ from, to, mint: null, amount: u64(data, 4), decimals: 9 })
    } else if (
      (program === solanaProgramIds.token || program === solanaProgramIds.token2022) &&
      data.length >= 9 &&
      (data[0] === 3 || data[0] === 12)
    ) {
      const checked = data[0] === 12
      const source = account(0)
      const destination = account(checked ? 2 : 1)
      const authority = account(checked ? 3 : 2)
      if (source === undefined || destination === undefined) continue
      const sourceInfo = tokenAccounts.get(source)
      const destinationInfo = tokenAccounts.get(destination)
      const mint = checked ? account(1) : (sourceInfo?.mint ?? destinationInfo?.mint)
      if (mint === undefined) continue
      const decimals =
        checked && data.length >= 10
          ? (data[9] as number)
          : (sourceInfo?.decimals ?? destinationInfo?.decimals ?? 0)
      transfers.push({
        from: sourceInfo?.owner ?? authority ?? source,
        to: destinationInfo?.owner ?? destination,
        mint,
        amount: u64(data, 1),
        decimals,
      })
    }
  }

  return {
    signature: tx.transaction.signatures[0] ?? '',
    slot: tx.slot,
    blockTime: tx.blockTime,
    status: meta?.err === null || meta?.err === undefined ? 'confirmed' : 'failed',
    feePayer: keys[0] ?? '',
    fee: BigInt(meta?.fee ?? 0),
    tokenAccounts: [...tokenAccounts]
      .filter(([, info]) => info.owner !== undefined)
      .map(([address, info]) => ({ address, owner: info.owner as string })),
    transfers,
  }
}
