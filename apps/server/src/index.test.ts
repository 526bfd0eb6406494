import { expect, test } from 'vitest'
import * as server from './index'

test('public API (a change here is a change of contract)', () => {
  expect(Object.keys(server).sort()).toMatchInlineSnapshot(`
    [
      "DatabaseUnavailableError",
      "EmbeddedSecretMismatchError",
      "InvalidConfigError",
      "ProductionSettingsError",
      "checkProductionSettings",
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
