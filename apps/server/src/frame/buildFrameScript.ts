import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The frame page's entry in @portico/embedded-wallet (present in a checkout of the repository). */
export const frameEntry = fileURLToPath(
  new URL('../../../../packages/embedded-wallet/src/frame/main.ts', import.meta.url),
)

/**
 * The frame script `npm run build` bundled into the published package (`frame-dist/frame.js`
 * beside `dist/`): an installed `@portico/server` has no embedded-wallet sources to bundle.
 */
export const prebuiltFrameScript = fileURLToPath(
  new URL('../../frame-dist/frame.js', import.meta.url),
)

/**
 * The wallet frame's script (keys, custody, protocol), minified ES2022. In a checkout it is
 * bundled from the sources with esbuild, in memory (about a second, once per server start), so a
 * change to the frame is served at once; an installed package serves the script built with it.
 *
 * @example
 * const script = await buildFrameScript()
 */
export async function buildFrameScript(): Promise<string> {
  if (!existsSync(frameEntry) && existsSync(prebuiltFrameScript))
    return readFileSync(prebuiltFrameScript, 'utf8')
  return bundleFrameScript()
}

/**
 * Bundles the frame's script from the embedded wallet's sources (esbuild, a build-time tool: an
 * installed server never loads it).
 *
 * @example
 * writeFileSync('frame.js', await bundleFrameScript())
 */
export async function bundleFrameScript(): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [frameEntry],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    // The workspace packages' sources (their `portico-source` export), as the rest of the repo.
    conditions: ['portico-source'],
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}
