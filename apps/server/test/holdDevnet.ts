import { useDevnet } from '@portico/devnet/testing'
import { aroundAll } from 'vitest'

/** Another file may hold the devnet for the whole of its run: the wait is part of the hook. */
const holdWaitMs = 10 * 60_000

/**
 * For a test file that changes chain state (sends, mints, deploys, sets balances or the clock):
 * wraps the file (`aroundAll`) in a hold on the project's devnet: `useDevnet` takes it (one such
 * file at a time, a snapshot of each chain) before the file's own hooks and reverts it after
 * them, even when a hook failed, so the files that run at once never see each other's changes.
 * Call it at the top of the file. The chains' URLs stay those of `inject('rpcUrlByChain')`.
 *
 * @example
 * holdDevnet([31338])
 * const rpcUrl = inject('rpcUrlByChain')['eip155:31338'] as string
 */
export function holdDevnet(
  chainIds: number[] = [31337, 31338],
  options: { solana?: boolean } = {},
): void {
  aroundAll(async (runSuite) => {
    const devnet = await useDevnet(chainIds, options)
    try {
      await runSuite()
    } finally {
      await devnet.stop()
    }
  }, holdWaitMs)
}
