import type { TestProject } from 'vitest/node'
import { startAnvil } from './startAnvil'

declare module 'vitest' {
  export interface ProvidedContext {
    /** `PORTICO_RPC_URLS`-style list of the devnet chains started for this run. */
    rpcUrls: string
    /** CAIP-2 id → node URL of the same chains. */
    rpcUrlByChain: Record<string, string>
  }
}

/** One devnet per test run: two anvil chains (31337, 31338) on free ports. */
export default async function setup(project: TestProject) {
  const nodes = await Promise.all([startAnvil(31337), startAnvil(31338)])
  const rpcUrlByChain = Object.fromEntries(
    nodes.map((node) => [`eip155:${node.chainId}`, node.rpcUrl]),
  )
  project.provide('rpcUrlByChain', rpcUrlByChain)
  project.provide(
    'rpcUrls',
    Object.entries(rpcUrlByChain)
      .map(([chain, url]) => `${chain}=${url}`)
      .join(','),
  )
  return async () => {
    await Promise.all(nodes.map((node) => node.stop()))
  }
}
