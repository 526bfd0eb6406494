import { defineProject } from 'vitest/config'
import { sourceResolve } from './build/sourceCondition.ts'

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'scripts',
    include: ['*.test.ts'],
  },
})
