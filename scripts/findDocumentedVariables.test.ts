import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { findDocumentedVariables } from './findDocumentedVariables'
import { repoRoot } from './stack'

/** The `PORTICO_*` names a folder's source files (not tests) spell out. */
function namesIn(folder: string): Set<string> {
  const names = new Set<string>()
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry)
    if (statSync(path).isDirectory()) {
      for (const name of namesIn(path)) names.add(name)
      continue
    }
    if (!/\.ts$/.test(entry) || /\.test\.ts$/.test(entry)) continue
    for (const [name] of readFileSync(path, 'utf8').matchAll(/\bPORTICO_[A-Z0-9_]*[A-Z0-9]\b/g))
      names.add(name)
  }
  return names
}

test('every variable the server and npm start read is documented (npm start warns about the others)', async () => {
  const known = await findDocumentedVariables({ root: repoRoot })
  const read = [
    ...namesIn(join(repoRoot, 'apps/server/src')),
    ...namesIn(join(repoRoot, 'scripts')),
  ]
  // Prefixes of names built at run time (`${prefix}_CLIENT_ID`), not variables themselves.
  const prefixes = new Set(['PORTICO_SOCIAL_DEV', 'PORTICO_SOCIAL'])
  expect(read.filter((name) => !prefixes.has(name) && !known.isDocumented(name))).toEqual([])
  expect(known.isDocumented('PORTICO_INDEXER_START_BLOCKS')).toBe(true)
  expect(known.isDocumented('PORTICO_SOCIAL_GITHUB_ISSUER')).toBe(true)
  expect(known.isDocumented('PORTICO_INDEXER_START_BLOK')).toBe(false)
})
