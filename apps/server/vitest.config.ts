import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/globalSetup.ts'],
    // CI's PostgreSQL: a database per worker (see the file).
    setupFiles: ['./test/perWorkerDatabase.ts'],
    testTimeout: 30_000,
    // Two files at a time (the root config): a file's servers and chain may start beside another's.
    hookTimeout: 120_000,
  },
})
