import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'embedded-wallet',
    include: ['src/**/*.test.ts'],
  },
})
