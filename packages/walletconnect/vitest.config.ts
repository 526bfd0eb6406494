import { defineProject } from 'vitest/config'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'walletconnect',
    include: ['src/**/*.test.ts'],
    // the real relay (apps/server) the Sign suites share
    globalSetup: ['./src/sign/relay.globalSetup.ts'],
    hookTimeout: 60_000,
  },
})
