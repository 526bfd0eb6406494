import { devnetMnemonic, getSolanaDevnetKeys } from '@portico/devnet'
import { createDevnetGlobalSetup } from '@portico/devnet/testing'
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

const sharedDevnet = createDevnetGlobalSetup({ chains: [31337, 31338], solana: true })

/**
 * One devnet per test run: EVM chains 31337 and 31338 and the Solana chain, on free ports. A file
 * that changes chain state takes it with `useDevnet` (a lock, snapshot and revert, so files running
 * at once never see each other's changes); a file that only reads uses the URLs below.
 */
export default async function setup(project: TestProject) {
  const teardown = await sharedDevnet(project)
  const { chains, solana } = project.getProvidedContext().sharedDevnet
  if (!solana) throw new Error('the server project needs the Solana devnet')
  project.provide(
    'rpcUrlByChain',
    Object.fromEntries(chains.map((chain) => [chain.caipNetworkId, chain.rpcUrl])),
  )
  project.provide(
    'rpcUrls',
    chains.map((chain) => `${chain.caipNetworkId}=${chain.rpcUrl}`).join(','),
  )
  project.provide('mnemonic', devnetMnemonic)
  project.provide('solana', {
    caipNetworkId: solana.caipNetworkId,
    rpcUrl: solana.rpcUrl,
    wsUrl: solana.wsUrl,
    mints: solana.mints,
    accounts: getSolanaDevnetKeys().accounts.map((account) => account.address),
  })
  return teardown
}
