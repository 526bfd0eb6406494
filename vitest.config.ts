import { defineConfig } from 'vitest/config'
import { sourceResolve } from './scripts/build/sourceCondition.ts'

// One config per workspace; each may add a global setup (devnet, database) of its own. The
// global setups run in this root config's module runner: it too resolves `@portico/*` to sources.
export default defineConfig({
  ...sourceResolve,
  test: {
    projects: ['packages/*', 'apps/*', 'scripts'],
  },
})
