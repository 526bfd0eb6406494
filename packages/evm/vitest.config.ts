import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'evm',
    // One module graph per worker, not per file: a fresh one per file cost ~0.5 s each (core's
    // 124 files: 73 s isolated, 13 s not). The suites keep no state between files.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // One seeded devnet for the project's files (useDevnet: snapshot, revert).
    globalSetup: ['./test/devnet.globalSetup.ts'],
    testTimeout: 30_000,
    // Two files at a time (CI): a file's hooks may wait for the shared devnet another file holds.
    hookTimeout: 60_000,
  },
})
