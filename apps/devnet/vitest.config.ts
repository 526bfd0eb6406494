import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'devnet',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration files start real anvil processes; the machine may be busy.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
