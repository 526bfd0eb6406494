import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'react',
    // One module graph per worker, not per file: a fresh one per file cost ~0.5 s each (core's
    // 124 files: 73 s isolated, 13 s not). The suites keep no state between files.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // One seeded devnet for the project's files (useDevnet: snapshot, revert).
    globalSetup: ['./test/devnet.globalSetup.ts'],
    environment: 'happy-dom',
    setupFiles: ['test/provideStrings.ts'],
    testTimeout: 30_000,
  },
})
