import { mkdirSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { type DevnetAccount, getDevnetAccounts } from '../getDevnetAccounts'
import type { DevnetContracts } from '../getDevnetContracts'
import { getSolanaDevnetKeys, type SolanaDevnetKey } from '../solana/getSolanaDevnetKeys'
import type { RunningDevnetChain } from '../startDevnet'
import type { SharedSolanaDevnet } from './devnetGlobalSetup'

/** A test file's hold on the project's devnet (from {@link useDevnet}). */
export type UsedDevnet = {
  /** The chains asked for, in the order asked (`id` and `chainId` are the same number). */
  chains: (RunningDevnetChain & { chainId: number })[]
  /** Seeded contract addresses per chain id. */
  contracts: Record<number, DevnetContracts>
  mnemonic: string
  /** The first 10 accounts of the mnemonic (as `startDevnet` gives them). */
  accounts: DevnetAccount[]
  /** The local Solana chain, when asked for (`{ solana: true }`), with its funded accounts. */
  solana: (SharedSolanaDevnet & { accounts: SolanaDevnetKey[] }) | undefined
  /** Reverts the chains to the state the file found and lets the next file in. */
  stop: () => Promise<void>
}

const lockPoll = 25

/**
 * Takes the test project's devnet (started by `createDevnetGlobalSetup`) for one test file: waits
 * until no other file holds it (files of other workers may run at once), snapshots each chain
 * (`evm_snapshot`; the Solana chain's `portico_snapshot` with `{ solana: true }`), and on `stop()`
 * reverts them. Call once per file, in `beforeAll`, with every chain the file needs.
 *
 * @example
 * let devnet: UsedDevnet
 * beforeAll(async () => { devnet = await useDevnet([31337, 31338]) })
 * afterAll(() => devnet.stop())
 */
export async function useDevnet(
  chainIds: number[] = [31337],
  options: { solana?: boolean } = {},
): Promise<UsedDevnet> {
  const shared = inject('sharedDevnet')
  if (!shared)
    throw new Error(
      'useDevnet needs the project global setup createDevnetGlobalSetup (vitest.config.ts)',
    )
  const chains = chainIds.map((id) => {
    const chain = shared.chains.find((running) => running.id === id)
    if (!chain) throw new Error(`The project's devnet does not run chain ${id}.`)
    return { ...chain, chainId: id }
  })
  const solana = options.solana ? shared.solana : undefined
  if (options.solana && !solana)
    throw new Error(
      "The project's devnet has no Solana chain (createDevnetGlobalSetup({ solana: true })).",
    )
  const lock = join(shared.lockDir, 'lock')
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      await new Promise((resolve) => setTimeout(resolve, lockPoll))
    }
  }
  let snapshots: string[]
  let solanaSnapshot: string | undefined
  try {
    snapshots = await Promise.all(
      chains.map((chain) => rpcCall<string>(chain.rpcUrl, 'evm_snapshot')),
    )
    if (solana) solanaSnapshot = await rpcCall<string>(solana.rpcUrl, 'portico_snapshot')
  } catch (error) {
    rmdirSync(lock)
    throw error
  }
  let stopped = false
  return {
    chains,
    contracts: shared.contracts,
    mnemonic: shared.mnemonic,
    accounts: getDevnetAccounts({ count: 10 }),
    solana: solana && { ...solana, accounts: getSolanaDevnetKeys().accounts },
    async stop() {
      if (stopped) return
      stopped = true
      try {
        await Promise.all(
          chains.map(async (chain, i) => {
            if (!(await rpcCall<boolean>(chain.rpcUrl, 'evm_revert', [snapshots[i]])))
              throw new Error(`evm_revert on chain ${chain.chainId} found no snapshot`)
          }),
        )
        if (solana && !(await rpcCall<boolean>(solana.rpcUrl, 'portico_revert', [solanaSnapshot])))
          throw new Error('portico_revert on the Solana chain found no snapshot')
      } finally {
        rmdirSync(lock)
      }
    },
  }
}

/**
 * One JSON-RPC call to a devnet node (anvil or the Solana chain), its `result` or a thrown error.
 *
 * @example
 * const id = await rpcCall<string>(rpcUrl, 'evm_snapshot')
 */
export async function rpcCall<T>(
  rpcUrl: string,
  method: string,
  params: unknown[] = [],
): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** A test file's hold on the project's Solana chain alone (from {@link useSolanaDevnet}). */
export type UsedSolanaDevnet = NonNullable<UsedDevnet['solana']> & {
  /** Reverts the chain to the state the file found and lets the next file in. */
  stop: () => Promise<void>
}

/**
 * `useDevnet([], { solana: true })` for a file that needs only the Solana chain: its URLs, mints and
 * funded accounts, and `stop()`.
 *
 * @example
 * let solana: UsedSolanaDevnet
 * beforeAll(async () => { solana = await useSolanaDevnet() })
 * afterAll(() => solana.stop())
 */
export async function useSolanaDevnet(): Promise<UsedSolanaDevnet> {
  const devnet = await useDevnet([], { solana: true })
  return { ...(devnet.solana as NonNullable<UsedDevnet['solana']>), stop: devnet.stop }
}
