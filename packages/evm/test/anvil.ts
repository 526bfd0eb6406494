// Test helper: one real anvil process per chain id, on a free port, started by the devnet's own
// launcher (no second copy of how anvil is found, started and stopped).
import { devnetMnemonic, startAnvil as startDevnetAnvil } from '@portico/devnet'

export type Anvil = { chainId: number; rpcUrl: string; stop(): Promise<void> }

export async function startAnvil(chainId: number): Promise<Anvil> {
  const anvil = await startDevnetAnvil({ chainId, port: 0, mnemonic: devnetMnemonic })
  return { chainId, rpcUrl: anvil.rpcUrl, stop: anvil.stop }
}
