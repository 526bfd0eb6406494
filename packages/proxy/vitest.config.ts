import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'proxy',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
})
