import { expect, test } from 'vitest'
import * as server from './index'

test('public API (a change here is a change of contract)', () => {
  expect(Object.keys(server).sort()).toMatchInlineSnapshot(`
    [
      "DatabaseUnavailableError",
      "InvalidConfigError",
      "configDefaults",
      "createServer",
      "loadConfig",
      "logLevels",
      "maxBatchSize",
      "migrationsFolder",
      "openDatabase",
      "projectOrigins",
      "projects",
      "redactUrl",
    ]
  `)
})
