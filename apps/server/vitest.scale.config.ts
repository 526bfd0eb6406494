import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'

// The two-server test (scale/): two server processes on one PostgreSQL and Redis behind HAProxy.
// It needs DATABASE_URL, REDIS_URL and `haproxy` on the PATH, so only .ci/run runs it:
//   npx vitest run --config apps/server/vitest.scale.config.ts
export default defineProject({
  ...sourceResolve,
  test: {
    name: 'server-scale',
    root: import.meta.dirname,
    include: ['scale/**/*.test.ts'],
    globalSetup: ['./test/globalSetup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
