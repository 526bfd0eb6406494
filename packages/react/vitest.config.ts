import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'react',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['test/provideStrings.ts'],
    testTimeout: 30_000,
  },
})
