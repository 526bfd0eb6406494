import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { defineConfig, type UserConfig } from 'tsdown'

import { sourceCondition } from './sourceCondition'

type ExportTarget = { [sourceCondition]?: string; import?: string }

/**
 * The one build setup of every published `@portico/*` package (docs/decisions.md "Build").
 * Entries come from the package's `exports` map: each subpath's `portico-source` file builds to
 * `dist/` with the same module layout (unbundled), ESM only, `.d.ts` + declaration maps.
 * CSS imports stay imports and the CSS files are copied beside the modules that import them.
 *
 * @example
 * // packages/NAME/tsdown.config.ts — one line per package:
 * export { default } from '../../scripts/build/tsdown.package'
 */
export function definePackageBuild(cwd: string = process.cwd()): UserConfig {
  const pkg = JSON.parse(readFileSync(`${cwd}/package.json`, 'utf8')) as {
    exports: Record<string, ExportTarget | string>
  }
  const entry: string[] = []
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string') continue // ./package.json
    const source = target[sourceCondition]
    if (!source) throw new TypeError(`exports["${subpath}"] has no "${sourceCondition}" condition`)
    // A subpath with only the source condition is for this repository (e.g. `./testing`).
    if (target.import) entry.push(source)
  }
  return {
    cwd,
    entry,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    tsconfig: `${cwd}/../../tsconfig.base.json`,
    outDir: 'dist',
    clean: true,
    // One output module per source module: the consumer's bundler tree-shakes and keeps the
    // `import()` boundaries (modal, QR code, WalletConnect) that hold apps/web's first-load budget.
    unbundle: true,
    fixedExtension: false,
    sourcemap: false,
    dts: { sourcemap: true },
    // The consumer's bundler handles CSS: the `import './x.css'` stays, the file is copied.
    // abitype: viem's own type dependency (viem is a peer), reached through viem's types (the
    // embedded wallet's smart account): imported, never copied into dist/.
    deps: { neverBundle: [/\.css$/, /^abitype(\/|$)/] },
    copy: hasCss(`${cwd}/src`) ? [{ from: 'src/**/*.css', to: 'dist', flatten: false }] : [],
    exports: false,
    publint: false,
    attw: false,
    checks: { pluginTimings: false },
    logLevel: 'warn',
  }
}

function hasCss(dir: string): boolean {
  return (
    existsSync(dir) && readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.css'))
  )
}

export default defineConfig(definePackageBuild())
