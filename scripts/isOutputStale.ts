import { readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** Parameters of {@link isOutputStale}. */
export type IsOutputStaleParameters = {
  /** A file the build writes last (e.g. `apps/web/dist/index.html`). */
  output: string
  /** Files and folders the build reads; folders are walked (skipping node_modules and dist). */
  sources: string[]
}

const skipped = new Set(['node_modules', 'dist', '.portico', 'test-results'])

/**
 * Whether a build output is missing or older than any of its sources.
 *
 * @example
 * if (await isOutputStale({ output: 'apps/web/dist/index.html', sources: ['apps/web/src'] })) build()
 */
export async function isOutputStale(parameters: IsOutputStaleParameters): Promise<boolean> {
  const built = await stat(parameters.output).catch(() => undefined)
  if (!built) return true
  for (const source of parameters.sources)
    if ((await newestChange(source)) > built.mtimeMs) return true
  return false
}

async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined)
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  for (const entry of await readdir(path)) {
    if (skipped.has(entry)) continue
    newest = Math.max(newest, await newestChange(join(path, entry)))
  }
  return newest
}
