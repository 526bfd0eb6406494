import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'walletconnect',
    // One module graph per worker, not per file: a fresh one per file cost ~0.5 s each (core's
    // 124 files: 73 s isolated, 13 s not). The suites keep no state between files.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // One seeded devnet (useDevnet). The real relay the Sign suites share (inject('relayUrl')) is
    // apps/server's, added by the root vitest.config.ts: this package does not depend on the server.
    globalSetup: ['./test/devnet.globalSetup.ts'],
    hookTimeout: 60_000,
  },
})
