import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { devnetMnemonic } from '../chains'
import type { DevnetContracts } from '../getDevnetContracts'
import { startSolanaDevnet } from '../solana/startSolanaDevnet'
import { type RunningDevnetChain, startDevnet } from '../startDevnet'

/** What a project's devnet global setup hands its test files (read with {@link useDevnet}). */
export type SharedDevnet = {
  /** The running chains. */
  chains: RunningDevnetChain[]
  /** Seeded contract addresses per chain id. */
  contracts: Record<number, DevnetContracts>
  mnemonic: string
  /** A folder whose `lock` entry one file at a time holds while it uses the chains. */
  lockDir: string
  /** The local Solana chain, when the setup was asked for it. */
  solana?: SharedSolanaDevnet | undefined
}

/** The project's Solana chain as its files see it (from `startSolanaDevnet`). */
export type SharedSolanaDevnet = {
  name: string
  caipNetworkId: `solana:${string}`
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  mints: { pUSD: string; PTK: string }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test project's one devnet (`createDevnetGlobalSetup`). */
    sharedDevnet: SharedDevnet
  }
}

/**
 * A vitest global setup that starts one seeded devnet for a whole test project (TESTING.md: one
 * devnet per run): files take it with {@link useDevnet}, which snapshots the chains and reverts
 * them when the file is done, so every file starts from the same seeded state.
 *
 * @example
 * // packages/evm/test/devnet.globalSetup.ts
 * export default createDevnetGlobalSetup({ chains: [31337, 31338, 31339] })
 */
export function createDevnetGlobalSetup(parameters: {
  /** EVM chain ids to start (seeded as `startDevnet` seeds them); may be empty. */
  chains: number[]
  /** Start the local Solana chain too (files take it with `useDevnet(ids, { solana: true })`). */
  solana?: boolean
}) {
  return async function setup(project: TestProject) {
    const [devnet, solana] = await Promise.all([
      parameters.chains.length > 0
        ? startDevnet({
            chains: parameters.chains,
            ports: Object.fromEntries(parameters.chains.map((id) => [id, 0])),
          })
        : undefined,
      parameters.solana ? startSolanaDevnet({ port: 0, wsPort: 0 }) : undefined,
    ])
    const lockDir = mkdtempSync(join(tmpdir(), 'portico-devnet-'))
    project.provide('sharedDevnet', {
      chains: devnet?.chains ?? [],
      contracts: devnet?.contracts ?? {},
      mnemonic: devnetMnemonic,
      lockDir,
      solana: solana && {
        name: solana.name,
        caipNetworkId: solana.caipNetworkId,
        rpcUrl: solana.rpcUrl,
        wsUrl: solana.wsUrl,
        genesisHash: solana.genesisHash,
        mints: solana.mints,
      },
    })
    return async () => {
      // A node that died mid-run fails every file after it with refused connections: name the cause.
      const failures = devnet?.failures() ?? []
      await Promise.all([devnet?.stop(), solana?.stop()])
      rmSync(lockDir, { recursive: true, force: true })
      if (failures.length > 0) throw new Error(failures.join('\n'))
    }
  }
}
