import { devnetMnemonic, startDevnet } from '@portico/devnet'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** `PORTICO_RPC_URLS`-style list of the devnet chains started for this run. */
    rpcUrls: string
    /** CAIP-2 id → node URL of the same chains. */
    rpcUrlByChain: Record<string, string>
    /** The devnet's mnemonic (anvil's default). */
    mnemonic: string
  }
}

/** One devnet per test run: chains 31337 and 31338 on free ports. */
export default async function setup(project: TestProject) {
  const devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
  const rpcUrlByChain = Object.fromEntries(
    devnet.chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl]),
  )
  project.provide('rpcUrlByChain', rpcUrlByChain)
  project.provide(
    'rpcUrls',
    devnet.chains.map((chain) => `${chain.caipNetworkId}=${chain.rpcUrl}`).join(','),
  )
  project.provide('mnemonic', devnetMnemonic)
  return () => devnet.stop()
}
