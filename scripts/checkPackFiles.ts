import { dirname, posix } from 'node:path'

export type CheckPackFilesParameters = {
  /** The package.json inside the tarball. */
  pkg: { name: string; exports?: Record<string, unknown>; files?: string[] }
  /** The tarball's file list, relative to the package root (`dist/index.js`, …). */
  files: readonly string[]
  /** Reads a file of the tarball (only called for files in `files`). */
  read(file: string): string
}

/** One line per problem; empty when the tarball is fit to publish. */
export type CheckPackFilesReturnType = string[]

const required = ['package.json', 'README.md', 'LICENSE']
const forbidden = [
  /\.test\.[cm]?[jt]sx?$/,
  /\.test-d\.ts$/,
  /\.test-helpers\./,
  /\.testing\./,
  /\.globalSetup\./,
  /(^|\/)(test|__tests__|__snapshots__)\//,
  /(^|\/)(tsconfig[^/]*\.json|vitest\.config\.ts|tsdown\.config\.ts)$/,
  /\.tsbuildinfo$/,
]

/** Every string target of an exports map, with the condition path that leads to it. */
function exportTargets(value: unknown, path: string[] = []): [string, string[]][] {
  if (typeof value === 'string') return [[value, path]]
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) => exportTargets(inner, [...path, key]))
}

/** Relative module specifiers in emitted JavaScript or declarations (`./x.js`, `../y.css`). */
function relativeImports(code: string): string[] {
  const found = new Set<string>()
  const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const pattern = /(?:from\s*|import\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g
  for (const match of withoutComments.matchAll(pattern)) if (match[1]) found.add(match[1])
  return [...found]
}

/**
 * Checks the file list of a packed `@portico/*` tarball: README, LICENSE and package.json in; no
 * tests, test helpers or build configs; every `exports` target present; every relative import of
 * `dist/` present; every source map's sources present (or embedded).
 *
 * @example
 * checkPackFiles({ pkg, files: ['package.json', 'dist/index.js'], read }) // ['missing README.md', …]
 */
export function checkPackFiles(parameters: CheckPackFilesParameters): CheckPackFilesReturnType {
  const { pkg, files, read } = parameters
  const has = new Set(files)
  const problems: string[] = []
  for (const file of required) if (!has.has(file)) problems.push(`missing ${file}`)
  for (const file of files)
    if (forbidden.some((pattern) => pattern.test(file))) problems.push(`ships ${file}`)

  for (const [subpath, value] of Object.entries(pkg.exports ?? {})) {
    // Every condition's file ships, the source condition's too: a consumer's tooling may resolve
    // any of them (the repository's own test fixtures are reached by a path alias, not exports).
    for (const [target] of exportTargets(value)) {
      const file = posix.normalize(target)
      if (!has.has(file)) problems.push(`exports["${subpath}"] → ${target} is not in the tarball`)
    }
  }

  for (const file of files) {
    if (!file.startsWith('dist/')) continue
    const isCode = /\.(js|d\.ts)$/.test(file)
    const isMap = file.endsWith('.map')
    if (!isCode && !isMap) continue
    const code = read(file)
    const dir = dirname(file)
    if (isCode) {
      for (const specifier of relativeImports(code)) {
        const target = posix.join(dir, specifier)
        const candidates = [target, target.replace(/\.js$/, '.d.ts')]
        if (!candidates.some((candidate) => has.has(candidate)))
          problems.push(`${file} imports ${specifier}, which is not in the tarball`)
      }
      const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1]
      if (mapUrl && !mapUrl.startsWith('data:') && !has.has(posix.join(dir, mapUrl)))
        problems.push(`${file} points to the missing map ${mapUrl}`)
      continue
    }
    const map = JSON.parse(code) as { sources?: string[]; sourcesContent?: (string | null)[] }
    for (const [index, source] of (map.sources ?? []).entries()) {
      if (map.sourcesContent?.[index]) continue
      if (!has.has(posix.join(dir, source)))
        problems.push(`${file} maps to ${source}, which is not in the tarball`)
    }
  }
  return problems
}
