import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'

export type FindDocumentedVariablesParameters = { root: string }
export type FindDocumentedVariablesReturnType = {
  /** The names found in the docs. */
  names: Set<string>
  /** Whether `name` is documented (by name, or by the social providers' pattern). */
  isDocumented(name: string): boolean
}

/** The social providers' settings, documented as `PORTICO_SOCIAL_<NAME>_CLIENT_ID` and so on. */
const socialSetting =
  /^PORTICO_SOCIAL_(GOOGLE|GITHUB|APPLE|FACEBOOK|X|DISCORD)_(CLIENT_ID|CLIENT_SECRET|ISSUER|SCOPE)$/

/**
 * Every `PORTICO_*` variable named in the docs (`docs/*.md`, the READMEs of the root, the server
 * and e2e), plus the social providers' `PORTICO_SOCIAL_<NAME>_*` pattern: what `npm start`
 * recognises (it passes every `PORTICO_*` variable to the server and warns about the others).
 *
 * @example
 * const known = await findDocumentedVariables({ root: repoRoot })
 * known.isDocumented('PORTICO_INDEXER_START_BLOCKS') // true
 */
export async function findDocumentedVariables({
  root,
}: FindDocumentedVariablesParameters): Promise<FindDocumentedVariablesReturnType> {
  const docs = (await readdir(join(root, 'docs')))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name))
  const files = [
    ...docs,
    ...['README.md', 'apps/server/README.md', 'e2e/README.md'].map((path) => join(root, path)),
  ]
  const found = new Set<string>()
  for (const file of files) {
    const text = await readFile(file, 'utf8').catch(() => '')
    for (const [name] of text.matchAll(/\bPORTICO_[A-Z0-9_]*[A-Z0-9]\b/g)) found.add(name)
  }
  return { names: found, isDocumented: (name) => found.has(name) || socialSetting.test(name) }
}
