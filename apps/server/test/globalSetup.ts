import { devnetMnemonic, startDevnet, startSolanaDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** `PORTICO_RPC_URLS`-style list of the devnet's EVM chains started for this run. */
    rpcUrls: string
    /** CAIP-2 id → node URL of the same chains. */
    rpcUrlByChain: Record<string, string>
    /** The devnet's mnemonic (anvil's default; the Solana accounts use Phantom's path of it). */
    mnemonic: string
    /** The local Solana chain of this run (LiteSVM behind our JSON-RPC server). */
    solana: {
      caipNetworkId: string
      rpcUrl: string
      wsUrl: string
      mints: { pUSD: string; PTK: string }
      /** Base58 addresses of the funded accounts, `m/44'/501'/i'/0'`. */
      accounts: string[]
    }
  }
}

/** One devnet per test run: EVM chains 31337 and 31338 and the Solana chain, on free ports. */
export default async function setup(project: TestProject) {
  const [devnet, solana] = await Promise.all([
    startDevnet({ ports: { 31337: 0, 31338: 0 } }),
    startSolanaDevnet({ port: 0, wsPort: 0 }),
  ])
  const rpcUrlByChain = Object.fromEntries(
    devnet.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl]),
  )
  project.provide('rpcUrlByChain', rpcUrlByChain)
  project.provide(
    'rpcUrls',
    devnet.chains.map((chain) => `${chain.caipNetworkId}=${chain.rpcUrl}`).join(','),
  )
  project.provide('mnemonic', devnetMnemonic)
  project.provide('solana', {
    caipNetworkId: solana.caipNetworkId,
    rpcUrl: solana.rpcUrl,
    wsUrl: solana.wsUrl,
    mints: solana.mints,
    accounts: solana.accounts.map((account) => account.address),
  })
  return async () => {
    // A node that died mid-run fails every suite after it with refused connections: name the cause.
    const failures = devnet.failures()
    await Promise.all([devnet.stop(), solana.stop()])
    if (failures.length > 0) throw new Error(failures.join('\n'))
  }
}
