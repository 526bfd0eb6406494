import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'devnet',
    // One module graph per worker, not per file: a fresh one per file cost ~0.5 s each (core's
    // 124 files: 73 s isolated, 13 s not). The suites keep no state between files.
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One seeded chain for useDevnet's own test.
    globalSetup: ['./test/devnet.globalSetup.ts'],
    // Integration files start real anvil processes; the machine may be busy.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
