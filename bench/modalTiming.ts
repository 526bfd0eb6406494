// Modal timing of apps/web in Debian's Chromium, next to a plain React 19 page built with the same
// Vite setup (bench/plainReact), with EVM, Solana, email and social configured as the web app is
// (the development identity provider serves the social logins) and the test wallet installed.
// For each page, fresh profiles, each: load the page fully (load, network idle, an idle callback,
// then no script or style added for 1.5 s: a loaded page), then click `Connect Wallet` with no
// hover before it (a click event on the button: no pointer-enter, no focus) and time in the page,
// with performance.now(), the click to the installed wallet's row (`Portico Test Wallet` in the
// `Connect Wallet` dialog) entering the DOM and its frame. Portico also with the click at the load
// event (its modal not preloaded yet), unless `--ci`.
//
// It FAILS (exit 1), on structure, never on a time, when on a loaded page:
// - the installed wallet's row never appears, or the Connect view's other rows (email, the social
//   logins the server offers, WalletConnect, All Wallets) are not in the frame that paints it;
// - a script or style is fetched between the click and that frame, or within 1 s after it
//   (what the view needs comes before the click, per-method code on use);
// - a row moves after that frame (a layout shift);
// - the JS fetched until the page is quiet is over its gzip-9 budget.
// It prints the medians, the JS weight, the heap after load against the plain page, and the load
// average.
//
//   npm run bench:modal               build apps/web when stale, then measure (5 runs)
//   npm run bench:modal -- --runs 9   more runs
//   npm run bench:modal -- --ci       one run, no click-at-load variant (CI's structural check)
//   npm run bench:modal -- --heap-snapshot DIR   also write each page's heap after load to DIR
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import { availableParallelism, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { createServer, loadConfig } from '@portico/server'
import react from '@vitejs/plugin-react'
import type { CDPSession, Page } from 'playwright-core'
import { build } from 'vite'
import { precompressAssets } from '../apps/web/src/build/precompressAssets'
import { repoRoot, startStack } from '../scripts/stack'
import { launchWithWallet } from './launchWithWallet'

const ci = process.argv.includes('--ci')
const runsFlag = process.argv.indexOf('--runs')
const runs = runsFlag === -1 ? (ci ? 1 : 5) : Number(process.argv[runsFlag + 1])
const snapshotFlag = process.argv.indexOf('--heap-snapshot')
/** Where to write each page's heap snapshot after load (for DevTools' Memory panel), if asked. */
const snapshotDir = snapshotFlag === -1 ? undefined : process.argv[snapshotFlag + 1]

/**
 * JS a first visit fetches until the page is quiet (the first load and the modal's idle preload),
 * gzip-9, in kB (1 kB = 1000 bytes), with everything configured and an installed wallet present.
 * Issue 30 asks for 120 kB; 121.15 kB measured on 2026-11-28 (129.24 before it), 122.78 once issue
 * 29's kit (ConnectButton.Custom, the theme store, the actions) was merged beside it: 123 until the
 * last kB is found, so CI holds what was won. 124.5 with issue 33: Connect's recommended wallets
 * (SPEC §9: 4; their reader and rows, which must be in Connect's first frame and so load before
 * the click) and `Action not allowed`'s check in the toasts' chunk (+1.32 kB: 124.12 measured on
 * 2026-11-29). 124.49 once the Connect dialog is drawn ahead at idle (its hidden `<Activity>` and
 * one layout, +0.34 kB). 125 once that landed beside Farcaster login's button and strings, ENSIP-19
 * and the account type line (124.81 measured on 2026-11-29). 124.5 once the email, social and
 * WalletConnect strings came in parts with the views that read them (124.13 measured on
 * 2026-11-29). 120, the issue's, once the EVM adapter loads on use (`createLazyEvmAdapter`: wagmi
 * and viem out of a first visit, Connect's installed wallets from EIP-6963's announcements):
 * 101.84 kB measured on 2026-11-29.
 */
const QUIET_JS_GZIP_BUDGET_KB = 120

/** Quoted, not measured here: issue 30's side-by-side figures (2026-11-28, medians of 5). */
const peers = [
  { app: 'plain React 19', click: '15 ms' },
  { app: 'RainbowKit 2.2', click: '75 ms' },
  { app: 'AppKit 1.8 (wagmi)', click: '154 ms' },
  { app: 'ConnectKit 1.9', click: '205 ms' },
  { app: 'Portico before issue 30', click: '261 ms' },
]

/** The Connect view's rows a visitor can use, by what they show (besides the wallet's row). */
type Rows = {
  /** Every button's text in the dialog, in order. */
  buttons: string[]
  /** Whether the email field is there. */
  email: boolean
}

type Sample = {
  /** Click to the wallet row in the DOM, and to the frame that paints it. */
  clickToRow: number
  clickToRowFrame: number
  /** Scripts and styles requested after the click: by the row's frame, and within 1 s after it. */
  fetchedByFrame: string[]
  fetchedAfter: string[]
  /** The rows in the frame that paints the wallet's row. */
  rows: Rows
  /** Rows whose box moved between that frame and 1 s later. */
  moved: string[]
  /** Layout-shift score after that frame, until 1 s later. */
  shift: number
  /** JS fetched until quiet: files (each with its gzip-9 bytes), gzip-9 bytes, bytes over the wire. */
  js: { files: string[]; perFile: { path: string; gzip: number }[]; gzip: number; wire: number }
  /** JS heap used after a full GC, once quiet (bytes). */
  heap: number
}

/** Runs in the page before its scripts: records the click, the row and the rows in its frame. */
const probe = `(() => {
  const t = (window.__bench = {})
  const dialog = () => document.querySelector('[role="dialog"][aria-label="Connect Wallet"]')
  const nameOf = (e) => ((e.querySelector('.portico-row-name') ?? e).textContent.trim() || e.getAttribute('aria-label') || e.type)
  // Drawn: a dialog drawn ahead and hidden (React's <Activity>) counts once it is shown.
  const rowOf = (d) => [...d.querySelectorAll('button')].find((b) => nameOf(b) === 'Portico Test Wallet' && b.checkVisibility())
  // Layout boxes within the dialog, from offsets (the dialog's opening animation is a transform,
  // not a move, and while it runs the dialog is the rows' offsetParent).
  const offset = (e) => {
    let x = 0
    let y = 0
    for (let n = e; n; n = n.offsetParent) {
      x += n.offsetLeft + (n.offsetParent?.clientLeft ?? 0)
      y += n.offsetTop + (n.offsetParent?.clientTop ?? 0)
    }
    return [x, y]
  }
  const boxes = (d) => [...d.querySelectorAll('button, input')].map((e) => {
    const [x, y] = offset(e)
    const [dx, dy] = offset(d)
    return [nameOf(e), x - dx, y - dy, e.offsetWidth, e.offsetHeight]
  })
  t.shift = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (t.rowFrame !== undefined && !entry.hadRecentInput) t.shift += entry.value
  }).observe({ type: 'layout-shift' })
  const check = () => {
    if (t.click === undefined || t.row !== undefined) return
    const d = dialog()
    if (!d || !rowOf(d)) return
    t.row = performance.now()
    requestAnimationFrame(() => {
      t.rowFrame = performance.now()
      t.rows = {
        buttons: [...d.querySelectorAll('button')].map(nameOf),
        email: d.querySelector('input[type="email"]') !== null,
      }
      t.boxes = boxes(d)
      setTimeout(() => { t.later = boxes(d) }, 1000)
    })
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true })
  addEventListener('click', () => { if (t.click === undefined) t.click = performance.now() }, { capture: true })
})()`

type Box = [string, number, number, number, number]
type Probe = {
  click: number
  row: number
  rowFrame: number
  rows: Rows
  boxes: Box[]
  later: Box[] | undefined
  /** Layout-shift score after the row's frame (the Layout Instability API). */
  shift: number
}

/** Free TCP ports on 127.0.0.1 (the social logins' callback needs the ports known up front). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createNetServer>>((done) => {
          const server = createNetServer()
          server.listen(0, '127.0.0.1', () => done(server))
        }),
    ),
  )
  const ports = servers.map((server) => (server.address() as { port: number }).port)
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
  return ports
}

/** Waits until no script or style has been added for 1.5 s (at most 30 s). */
async function quiet(page: Page): Promise<void> {
  const count = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname)).length,
    )
  let last = await count()
  for (let waited = 0; waited < 30_000; waited += 1500) {
    await page.waitForTimeout(1500)
    const now = await count()
    if (now === last) return
    last = now
  }
}

/** The gzip-9 size of a file the page fetched from `dist` (0 when it is not there). */
function gzipOf(dist: string, path: string): number {
  try {
    return gzipSync(readFileSync(join(dist, path)), { level: 9 }).length
  } catch {
    return 0
  }
}

/** Writes the page's heap snapshot (DevTools' format) to `path`. */
async function writeHeapSnapshot(cdp: CDPSession, path: string): Promise<void> {
  const chunks: string[] = []
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, chunks.join(''))
  console.log(`  heap snapshot: ${path}`)
}

/** `idle`: a loaded page (see the header); `load`: the click at the load event. */
type Settle = 'idle' | 'load'

async function measure(url: string, walletDir: string, dist: string, settle: Settle) {
  const { context, close } = await launchWithWallet(walletDir)
  try {
    await context.addInitScript(probe)
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(url, { waitUntil: 'load' })
    if (settle === 'idle') {
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))))
      await quiet(page)
    }
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({
          path: new URL(entry.name).pathname,
          wire: (entry as PerformanceResourceTiming).encodedBodySize,
        })),
    )
    const cdp = await context.newCDPSession(page)
    await cdp.send('HeapProfiler.collectGarbage')
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    if (snapshotDir)
      await writeHeapSnapshot(cdp, join(snapshotDir, `${new URL(url).port}.heapsnapshot`))
    // A click event on the button, as a tap or a click with no hover before it would send.
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Connect Wallet',
      )
      if (!button) throw new Error('No Connect Wallet button')
      button.click()
    })
    await page.waitForFunction(() => (window as { __bench?: Probe }).__bench?.later, null, {
      timeout: 15_000,
    })
    const t = await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench)
    const after = await page.evaluate(
      ({ click }) =>
        performance
          .getEntriesByType('resource')
          .filter(
            (entry) => /\.(js|css)$/.test(new URL(entry.name).pathname) && entry.startTime >= click,
          )
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      { click: t.click },
    )
    const moved = t.boxes
      .filter((box, i) => JSON.stringify(box) !== JSON.stringify(t.later?.[i]))
      .map(
        (box) => `${box[0]} (${box.slice(1)} → ${t.later?.find((b) => b[0] === box[0])?.slice(1)})`,
      )
    return {
      clickToRow: t.row - t.click,
      clickToRowFrame: t.rowFrame - t.click,
      fetchedByFrame: after.filter((a) => a.start <= t.rowFrame).map((a) => a.path),
      fetchedAfter: after.filter((a) => a.start <= t.rowFrame + 1000).map((a) => a.path),
      rows: t.rows,
      moved,
      shift: t.shift,
      js: {
        files: scripts.map((s) => s.path),
        perFile: scripts.map((s) => ({ path: s.path, gzip: gzipOf(dist, s.path) })),
        gzip: scripts.reduce((sum, s) => sum + gzipOf(dist, s.path), 0),
        wire: scripts.reduce((sum, s) => sum + s.wire, 0),
      },
      heap: usedSize,
    } satisfies Sample
  } finally {
    await close()
  }
}

/**
 * Builds the plain React page and serves it with the same server code as apps/web (the real
 * server, its web app route, an in-memory database): only the page differs between the two.
 */
async function servePlainReact(): Promise<{ url: string; dist: string; close(): Promise<void> }> {
  const outDir = join(repoRoot, '.portico/bench/plain-react')
  await build({
    root: join(repoRoot, 'bench/plainReact'),
    // The same plugins as apps/web's build: precompressed copies, so both pages travel as brotli.
    plugins: [react(), precompressAssets()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  })
  const server = await createServer(
    loadConfig({
      PORTICO_DEV: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: 'memory://',
      PORTICO_WEB_DIST: outDir,
      PORTICO_LOG_LEVEL: 'warn',
    }),
  )
  await server.app.listen({ port: 0, host: '127.0.0.1' })
  const address = server.app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}/`, dist: outDir, close: () => server.close() }
}

/** What a loaded page's Connect view must hold in the wallet row's frame, and after it. */
function checkStructure(sample: Sample, offered: string[]): string[] {
  const failures: string[] = []
  const { buttons, email } = sample.rows
  const wanted = [
    ...offered.map((provider) => `Continue with ${provider}`),
    'WalletConnect',
    'All Wallets',
  ]
  const missing = wanted.filter((name) => !buttons.includes(name))
  if (missing.length > 0)
    failures.push(`rows missing from the first frame: ${missing.join(', ')} (had: ${buttons})`)
  if (!email) failures.push('the email field is missing from the first frame')
  if (sample.fetchedByFrame.length > 0)
    failures.push(`scripts fetched between the click and the row: ${sample.fetchedByFrame}`)
  if (sample.fetchedAfter.length > 0)
    failures.push(`scripts fetched within 1 s of the click: ${sample.fetchedAfter}`)
  if (sample.moved.length > 0) failures.push(`rows moved after the first frame: ${sample.moved}`)
  if (sample.shift > 0) failures.push(`layout shift after the first frame: ${sample.shift}`)
  return failures
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
const ms = (value: number) => `${value.toFixed(1)} ms`
const list = (values: number[]) => values.map((v) => v.toFixed(1)).join(', ')
const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`
const MiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(3)} MiB`

/** The social logins the web app's server offers (the development identity provider's). */
const socialProviders = ['google', 'github', 'apple', 'x', 'discord']
const socialNames: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  x: 'X',
  discord: 'Discord',
}

async function main() {
  const [server, frame, identity] = (await freePorts(3)) as [number, number, number]
  const stack = await startStack({
    ports: { server, frame, identity, chains: { 31337: 0, 31338: 0 }, bundlers: false },
    chains: [31337, 31338],
    wallet: { outDir: join(repoRoot, '.portico/bench/test-wallet') },
    env: {
      DATABASE_URL: 'memory://',
      PORTICO_LOG_LEVEL: 'warn',
      PORTICO_SOCIAL_DEV_PROVIDERS: socialProviders.join(','),
    },
    log: (line) => console.log(line),
  })
  const webDist = join(repoRoot, 'apps/web/dist')
  const plain = await servePlainReact()
  const failures: string[] = []
  try {
    const plainRuns: Sample[] = []
    const porticoRuns: Sample[] = []
    const atLoadRuns: Sample[] = []
    for (let run = 0; run < runs; run++) {
      // Interleaved, so a change in the machine's load touches both pages alike.
      plainRuns.push(await measure(plain.url, stack.walletDir, plain.dist, 'idle'))
      const sample = await measure(`${stack.appUrl}/`, stack.walletDir, webDist, 'idle')
      porticoRuns.push(sample)
      for (const failure of checkStructure(
        sample,
        socialProviders.map((p) => socialNames[p] as string),
      ))
        failures.push(`run ${run + 1}: ${failure}`)
      // The click as the load event fires: the modal's code is not preloaded yet.
      if (!ci) atLoadRuns.push(await measure(`${stack.appUrl}/`, stack.walletDir, webDist, 'load'))
    }
    const [load1, load5] = loadavg()
    console.log(
      `Modal timing (headless Chromium, loopback, ${runs} fresh profiles each; load average ${load1?.toFixed(1)} / ${load5?.toFixed(1)} (1 / 5 min) on ${availableParallelism()} cores):`,
    )
    const all = { plain: plainRuns, portico: porticoRuns, 'portico, click at load': atLoadRuns }
    const rowsOf = (name: string, pick: (sample: Sample) => number) => {
      for (const [page, samples] of Object.entries(all)) {
        if (samples.length === 0) continue
        const values = samples.map(pick)
        console.log(
          `  ${`${name}, ${page}`.padEnd(52)} median ${ms(median(values)).padStart(9)}  min ${ms(Math.min(...values)).padStart(9)}  (${list(values)})`,
        )
      }
    }
    rowsOf('click → wallet row in DOM', (s) => s.clickToRow)
    rowsOf('click → the frame that paints it', (s) => s.clickToRowFrame)
    const last = porticoRuns.at(-1) as Sample
    const lastPlain = plainRuns.at(-1) as Sample
    console.log(
      `  scripts fetched after the click (loaded page, by the frame / within 1 s): ${porticoRuns.map((s) => `${s.fetchedByFrame.length}/${s.fetchedAfter.length}`).join(', ')}`,
    )
    if (atLoadRuns.length > 0)
      console.log(
        `  scripts fetched after the click at load (by the frame): ${atLoadRuns.map((s) => s.fetchedByFrame.length).join(', ')}`,
      )
    console.log(`  Connect view's rows in the first frame: ${last.rows.buttons.join(' | ')}`)
    console.log(
      `  rows moved / layout shift after it: ${porticoRuns.map((s) => `${s.moved.length}/${s.shift.toFixed(3)}`).join(', ')}`,
    )
    console.log(
      `  JS fetched until quiet: ${kB(last.js.gzip)} gzip-9 (budget ${QUIET_JS_GZIP_BUDGET_KB} kB), ${kB(last.js.wire)} over the wire, ${last.js.files.length} files; plain React ${kB(lastPlain.js.gzip)} gzip-9`,
    )
    // Each file, largest first: what a byte budget's next saving has to come from.
    for (const file of [...last.js.perFile].sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${kB(file.gzip).padStart(10)}  ${file.path}`)
    const heap = median(porticoRuns.map((s) => s.heap))
    const plainHeap = median(plainRuns.map((s) => s.heap))
    console.log(
      `  JS heap after load (after a GC, medians): Portico ${MiB(heap)}, plain React ${MiB(plainHeap)}: +${MiB(heap - plainHeap)}`,
    )
    if (last.js.gzip / 1000 > QUIET_JS_GZIP_BUDGET_KB)
      failures.push(
        `JS fetched until quiet is ${kB(last.js.gzip)} gzip-9, over ${QUIET_JS_GZIP_BUDGET_KB} kB: ${last.js.files.join(', ')}`,
      )
    console.log('Peers, quoted (issue 30, measured side by side 2026-11-28; not run here):')
    for (const peer of peers)
      console.log(`  ${peer.app.padEnd(26)} click → first wallet row ${peer.click.padStart(7)}`)
  } finally {
    await plain.close()
    await stack.stop()
  }
  for (const failure of failures) console.error(failure)
  if (failures.length > 0) process.exit(1)
}

await main()
