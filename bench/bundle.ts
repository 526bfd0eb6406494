// Bundle weight of apps/web: builds it, finds the JS a browser fetches at first load (the entry
// chunk, its static imports and the modulepreloads of dist/index.html), prints each with its gzip
// size and the total, and exits 1 over the budget. Also prints the lazy chunks (the modal), and
// the WalletConnect chunks (exits 1 if any of them is in the first load).
//
//   npm run bench:bundle            build, then measure
//   npm run bench:bundle -- --no-build   measure the existing apps/web/dist
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** First-load JS budget, gzip, in kB (1 kB = 1000 bytes, as Vite prints). */
const BUDGET_KB = 110

type ManifestChunk = {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'apps/web/dist')

function build() {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error('apps/web build failed')
  }
}

const gzipKb = (file: string) =>
  gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1000

/** The manifest keys reachable from `keys` through static imports. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
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

/** Script and modulepreload URLs of dist/index.html, as dist-relative files. */
function htmlScripts(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const files: string[] = []
  for (const match of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0]
    const isModule = tag.startsWith('<script') && /type="module"/.test(tag)
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag)
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if ((isModule || isPreload) && url) files.push(url.replace(/^\//, ''))
  }
  return files
}

function main() {
  if (!process.argv.includes('--no-build')) build()
  const manifestPath = join(dist, '.vite/manifest.json')
  if (!existsSync(manifestPath)) throw new Error(`No Vite manifest at ${manifestPath}`)
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest

  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  const firstLoadKeys = staticClosure(manifest, entries)
  const firstLoad = new Set([...firstLoadKeys].map((key) => manifest[key]?.file as string))
  for (const file of htmlScripts()) firstLoad.add(file)

  const rows = [...firstLoad].map((file) => ({ file, kb: gzipKb(file) }))
  rows.sort((a, b) => b.kb - a.kb)
  const total = rows.reduce((sum, row) => sum + row.kb, 0)

  console.log('First load (JS, gzip):')
  for (const row of rows) console.log(`  ${row.kb.toFixed(2).padStart(8)} kB  ${row.file}`)
  console.log(`  ${total.toFixed(2).padStart(8)} kB  total (budget ${BUDGET_KB} kB)`)

  const firstCss = [...firstLoadKeys].flatMap((key) => manifest[key]?.css ?? [])
  for (const file of firstCss)
    console.log(`  ${gzipKb(file).toFixed(2).padStart(8)} kB  ${file} (CSS)`)

  const lazyKeys = new Set([...firstLoadKeys].flatMap((key) => manifest[key]?.dynamicImports ?? []))
  if (lazyKeys.size > 0) console.log('Loaded on demand (JS + CSS, gzip, beyond the first load):')
  for (const key of lazyKeys) {
    const files = [...staticClosure(manifest, [key])]
      .flatMap((k) => [manifest[k]?.file as string, ...(manifest[k]?.css ?? [])])
      .filter((file) => !firstLoad.has(file) && !firstCss.includes(file))
    const kb = [...new Set(files)].reduce((sum, file) => sum + gzipKb(file), 0)
    console.log(
      `  ${kb.toFixed(2).padStart(8)} kB  ${manifest[key]?.name ?? key} (${files.join(', ')})`,
    )
  }

  // WalletConnect: what loads only when the user picks it (the protocol client, the kit's pairing
  // rules and actions, the QR code). None of it may be in the first load.
  const wcKeys = Object.keys(manifest).filter((key) =>
    /packages\/walletconnect\/src\/index\.ts$|createWalletConnectActions|qr\/QrCode/.test(key),
  )
  const wcFiles = [
    ...new Set(
      [...staticClosure(manifest, wcKeys)].flatMap((k) => [
        manifest[k]?.file as string,
        ...(manifest[k]?.css ?? []),
      ]),
    ),
  ]
  const wcInFirstLoad = wcKeys.filter((key) => firstLoad.has(manifest[key]?.file as string))
  const wcLazy = wcFiles.filter((file) => !firstLoad.has(file) && !firstCss.includes(file))
  const wcKb = wcLazy.reduce((sum, file) => sum + gzipKb(file), 0)
  console.log('WalletConnect, loaded only when picked (JS + CSS, gzip):')
  for (const file of wcLazy) console.log(`  ${gzipKb(file).toFixed(2).padStart(8)} kB  ${file}`)
  console.log(`  ${wcKb.toFixed(2).padStart(8)} kB  total`)
  if (wcKeys.length === 0 || wcInFirstLoad.length > 0) {
    console.error(
      wcKeys.length === 0
        ? 'No WalletConnect chunk found in the build'
        : `WalletConnect code is in the first load: ${wcInFirstLoad.join(', ')}`,
    )
    process.exit(1)
  }

  if (total > BUDGET_KB) {
    console.error(`First-load JS is ${total.toFixed(2)} kB gzip, over the ${BUDGET_KB} kB budget`)
    process.exit(1)
  }
}

main()
