import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { apiSchemasPath, generateApiSchemas } from './generateApiSchemas'

test("the kit's API schemas are the server's, as generated today (run `npm run generate:api`)", async () => {
  expect(readFileSync(apiSchemasPath, 'utf8')).toBe(await generateApiSchemas())
}, 60_000)
