import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { sourceResolve } from './scripts/build/sourceCondition.ts'

// One config per workspace; each may add a global setup (devnet, database) of its own. The
// global setups run in this root config's module runner: it too resolves `@portico/*` to sources.
export default defineConfig({
  ...sourceResolve,
  test: {
    projects: ['packages/*', 'apps/*', 'scripts'],
    // Two files at a time at least. Vitest's default (one worker fewer than the cores) runs every
    // file one after another on a 2-core machine such as CI's, while most of the suites wait on a
    // chain, a relay, a browser or a timer rather than compute. Files that change a shared devnet
    // take it through `useDevnet` (a lock, a snapshot and a revert), as with more cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
