import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Parameters of {@link precompressAssets}. */
export type PrecompressAssetsParameters = {
  /** File names to compress (default: text assets: js, mjs, css, html, svg, json, txt, xml, map). */
  include?: RegExp | undefined
  /** Files smaller than this many bytes are left alone (default 512: a packet either way). */
  minBytes?: number | undefined
}

const textAsset = /\.(m?js|css|html|svg|json|txt|xml|map)$/

/**
 * A Vite build plugin that writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9)
 * next to every text file of the bundle, once it is written. A server that negotiates
 * `Accept-Encoding` (apps/server's web app route, `@fastify/static` `preCompressed`) then sends
 * them as they are: no compression per request. A compressed copy that is not smaller than its
 * file is not written, nor are dotfiles (`.vite/manifest.json`) or files under `minBytes`.
 *
 * @example
 * // vite.config.ts
 * export default defineConfig({ plugins: [react(), precompressAssets()] })
 */
export function precompressAssets(parameters: PrecompressAssetsParameters = {}): Plugin {
  const { include = textAsset, minBytes = 512 } = parameters
  return {
    name: 'portico:precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      for (const fileName of Object.keys(bundle)) {
        if (!include.test(fileName) || /(^|\/)\./.test(fileName)) continue
        const path = join(dir, fileName)
        const source = readFileSync(path)
        if (source.length < minBytes) continue
        const brotli = brotliCompressSync(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        })
        const gzip = gzipSync(source, { level: 9 })
        if (brotli.length < source.length) writeFileSync(`${path}.br`, brotli)
        if (gzip.length < source.length) writeFileSync(`${path}.gz`, gzip)
      }
    },
  }
}
