import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** The frame page's entry in @portico/embedded-wallet. */
export const frameEntry = fileURLToPath(
  new URL('../../../../packages/embedded-wallet/src/frame/main.ts', import.meta.url),
)

/**
 * Bundles the wallet frame's script (keys, custody, protocol) with esbuild, minified ES2022,
 * in memory. About a second, once per server start.
 *
 * @example
 * const script = await buildFrameScript()
 */
export async function buildFrameScript(): Promise<string> {
  const result = await build({
    entryPoints: [frameEntry],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}
