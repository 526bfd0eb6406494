import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { sourceResolve } from './scripts/build/sourceCondition.ts'

/** apps/server's relay, started once for each project that takes it (see withServerRelay). */
const relayGlobalSetup = fileURLToPath(
  new URL('./apps/server/test/relay.globalSetup.ts', import.meta.url),
)

/**
 * The project of `dir` (its own vitest.config.ts, unchanged) plus a global setup that starts the
 * real relay, apps/server, and provides `relayUrl` and `relayProjectId` to its suites. It is
 * added here, not in the package's config, so that no package depends on the server: the server
 * depends on @portico/walletconnect (and so on core), and walletconnect's tests naming the server
 * made a walletconnect → server → walletconnect cycle.
 */
function withServerRelay(dir: string): TestProjectInlineConfiguration {
  return {
    extends: `./${dir}/vitest.config.ts`,
    root: dir,
    test: { globalSetup: [relayGlobalSetup] },
  }
}

/** The projects whose suites talk through the real relay (WalletConnect). */
const relayProjects = ['packages/walletconnect', 'packages/evm', 'packages/solana']

// One config per workspace; each may add a global setup (devnet, database) of its own. The
// global setups run in this root config's module runner: it too resolves `@portico/*` to sources.
export default defineConfig({
  ...sourceResolve,
  test: {
    projects: [
      'packages/*',
      ...relayProjects.map((dir) => `!${dir}`),
      'apps/*',
      'scripts',
      ...relayProjects.map(withServerRelay),
    ],
    // Two files at a time at least. Vitest's default (one worker fewer than the cores) runs every
    // file one after another on a 2-core machine such as CI's, while most of the suites wait on a
    // chain, a relay, a browser or a timer rather than compute. Files that change a shared devnet
    // take it through `useDevnet` (a lock, a snapshot and a revert), as with more cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
