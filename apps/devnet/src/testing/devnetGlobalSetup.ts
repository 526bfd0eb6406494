import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { devnetMnemonic } from '../chains'
import type { DevnetContracts } from '../getDevnetContracts'
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
export function createDevnetGlobalSetup(parameters: { chains: number[] }) {
  return async function setup(project: TestProject) {
    const devnet = await startDevnet({
      chains: parameters.chains,
      ports: Object.fromEntries(parameters.chains.map((id) => [id, 0])),
    })
    const lockDir = mkdtempSync(join(tmpdir(), 'portico-devnet-'))
    project.provide('sharedDevnet', {
      chains: devnet.chains,
      contracts: devnet.contracts,
      mnemonic: devnetMnemonic,
      lockDir,
    })
    return async () => {
      // A node that died mid-run fails every file after it with refused connections: name the cause.
      const failures = devnet.failures()
      await devnet.stop()
      rmSync(lockDir, { recursive: true, force: true })
      if (failures.length > 0) throw new Error(failures.join('\n'))
    }
  }
}
