import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'bitcoin',
    // One module graph per worker, not per file (as the other packages).
    isolate: false,
    include: ['src/**/*.test.ts'],
    // One local regtest chain for the project's files (sendPayment.test.ts spends on it).
    globalSetup: ['./test/devnet.globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
