/** One entry of Vite's `dist/.vite/manifest.json`. */
export type ManifestChunk = {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** Vite's build manifest: source key → chunk. */
export type Manifest = Record<string, ManifestChunk>

/**
 * The manifest keys reachable from `keys` through static imports.
 *
 * @example
 * staticClosure(manifest, ['src/main.tsx']) // the first load's keys
 */
export function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>()
  const stack = [...keys]
  while (stack.length > 0) {
    const key = stack.pop() as string
    if (seen.has(key)) continue
    seen.add(key)
    stack.push(...(manifest[key]?.imports ?? []))
  }
  return seen
}
