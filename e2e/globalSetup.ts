import { join } from 'node:path'
import { repoRoot, startStack } from '../scripts/stack'
import { e2ePorts, publishE2eStack } from './e2eStack'

/**
 * Starts the stack once for the run: chains 31337, 31338 and the unlisted 31339, the server on
 * 3100 with an in-memory database, and a wallet build with those RPC URLs and test controls.
 * Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startStack({
    ports: e2ePorts,
    chains: [31337, 31338, 31339],
    wallet: { outDir: join(repoRoot, '.portico/e2e/test-wallet'), testControls: true },
    env: { DATABASE_URL: 'memory://', PORTICO_LOG_LEVEL: 'warn' },
    log: (line) => console.log(line),
  })
  publishE2eStack({ appUrl: stack.appUrl, walletDir: stack.walletDir, chains: stack.chains })
  return () => stack.stop()
}
