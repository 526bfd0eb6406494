import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { build } from 'vite'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { precompressAssets } from './precompressAssets'

let root: string
let outDir: string

/** Builds a tiny app (an entry, a lazy chunk, CSS) with the plugin, as apps/web does. */
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'portico-precompress-'))
  outDir = join(root, 'dist')
  const words = JSON.stringify('portico wallet connection '.repeat(100))
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><title>t</title><script type="module" src="/main.js"></script>',
  )
  writeFileSync(
    join(root, 'main.js'),
    `import './style.css'\nexport const text = ${words}\nconsole.log(text)\nimport('./lazy.js').then((m) => console.log(m.more))\nconsole.log('tiny')`,
  )
  writeFileSync(join(root, 'lazy.js'), `export const more = ${words}.toUpperCase()`)
  const rules = Array.from({ length: 60 }, (_, i) => `.row-${i} { margin-left: ${i}px }`)
  writeFileSync(join(root, 'style.css'), rules.join('\n'))
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [precompressAssets()],
    build: { outDir, manifest: true },
  })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

test('writes a brotli and a gzip copy beside each text file, with the same content', () => {
  const assets = readdirSync(join(outDir, 'assets'))
  const files = assets.filter((name) => /\.(js|css)$/.test(name))
  expect(files.filter((name) => name.endsWith('.js'))).toHaveLength(2)
  expect(files.filter((name) => name.endsWith('.css'))).toHaveLength(1)
  for (const name of files) {
    const path = join(outDir, 'assets', name)
    const source = readFileSync(path)
    const br = readFileSync(`${path}.br`)
    const gz = readFileSync(`${path}.gz`)
    expect(brotliDecompressSync(br).equals(source)).toBe(true)
    expect(gunzipSync(gz).equals(source)).toBe(true)
    expect(br.length).toBeLessThan(source.length)
    expect(br.length).toBeLessThanOrEqual(gz.length)
  }
})

test('leaves out small files and dotfiles (the manifest)', () => {
  // index.html here is under the 512-byte floor.
  expect(readFileSync(join(outDir, 'index.html')).length).toBeLessThan(512)
  expect(existsSync(join(outDir, 'index.html.br'))).toBe(false)
  expect(existsSync(join(outDir, 'index.html.gz'))).toBe(false)
  expect(existsSync(join(outDir, '.vite/manifest.json'))).toBe(true)
  expect(existsSync(join(outDir, '.vite/manifest.json.br'))).toBe(false)
})
