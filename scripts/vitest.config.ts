import { defineProject } from 'vitest/config'
import { sourceResolve } from './build/sourceCondition'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
  },
})
