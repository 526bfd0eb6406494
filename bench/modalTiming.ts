// Modal timing of apps/web in Debian's Chromium, next to a plain React 19 page built with the same
// Vite setup (bench/plainReact). For each page, 5 fresh profiles (the test wallet loaded, as in
// e2e), each: load the page fully (load, network idle, an idle callback), then click `Connect
// Wallet` with no hover before it (a click event on the button: no pointer-enter, no focus) and
// time in the page, with performance.now(), the click to the first wallet row (`Portico Test
// Wallet` in the `Connect Wallet` dialog) entering the DOM and its frame; Portico also with the
// click at the load event (its modal not preloaded yet). Also the first paint (the button)
// against the plain page's. Both pages are served by the real server (apps/server) on free ports.
// Prints medians, best runs and the load average; never fails on a time (the machine's load
// moves the button figures by hundreds of ms: read them with the load average).
//
//   npm run bench:modal               build apps/web when stale, then measure
//   npm run bench:modal -- --runs 9   more runs
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { createServer, loadConfig } from '@portico/server'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { precompressAssets } from '../apps/web/src/build/precompressAssets'
import { repoRoot, startStack } from '../scripts/stack'
import { launchWithWallet } from './launchWithWallet'

/** Free ports (0): runs beside `npm start`, e2e and other benches. */
const ports = { server: 0, chains: { 31337: 0, 31338: 0 } }
const runsFlag = process.argv.indexOf('--runs')
const runs = runsFlag === -1 ? 5 : Number(process.argv[runsFlag + 1])

/** Quoted, not measured here: the issue's and FIELD-NOTES' side-by-side figures (2026-11-24). */
const peers = [
  { app: 'plain React 19', click: '8 ms', button: '—' },
  { app: 'RainbowKit 2.2', click: '34 ms', button: '+236 ms' },
  { app: 'AppKit 1.8 (wagmi)', click: '62 ms', button: '+424 ms' },
  { app: 'Portico before issue 11', click: '328 ms', button: '+58 ms' },
]

type Sample = {
  /** First contentful paint (the button: nothing else paints before it), ms from navigation. */
  fcp: number
  /** The button in the DOM, ms from navigation. */
  buttonInDom: number
  /** The last script of the first load fetched, ms from navigation. */
  scriptsFetched: number
  /** Click to the first wallet row in the DOM, and to the frame that paints it. */
  clickToRow: number
  clickToRowFrame: number
  /** When the modal chunk had arrived, ms relative to the click (negative: before it). */
  chunkVsClick: number | undefined
}

/** Runs in the page before its scripts: records the button, the click and the first row. */
const probe = `(() => {
  const t = (window.__bench = {})
  const row = '[role="dialog"][aria-label="Connect Wallet"] button[aria-label="Portico Test Wallet"]'
  const check = () => {
    if (t.buttonInDom === undefined) {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Connect Wallet')
      if (button) t.buttonInDom = performance.now()
    }
    if (t.click !== undefined && t.row === undefined && document.querySelector(row)) {
      t.row = performance.now()
      requestAnimationFrame(() => { t.rowFrame = performance.now() })
    }
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true })
  addEventListener('click', () => { if (t.click === undefined) t.click = performance.now() }, { capture: true })
})()`

type Probe = { buttonInDom: number; click: number; row: number; rowFrame: number }

/** `idle`: load, network idle, an idle callback (a loaded page); `load`: click at the load event. */
type Settle = 'idle' | 'load'

async function measure(url: string, walletDir: string, settle: Settle = 'idle'): Promise<Sample> {
  const { context, close } = await launchWithWallet(walletDir)
  try {
    await context.addInitScript(probe)
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(url, { waitUntil: 'load' })
    if (settle === 'idle') {
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))))
    }
    // A click event on the button, as a tap or a click with no hover before it would send.
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Connect Wallet',
      )
      if (!button) throw new Error('No Connect Wallet button')
      button.click()
    })
    await page.waitForFunction(() => (window as { __bench?: Probe }).__bench?.rowFrame, null, {
      timeout: 10_000,
    })
    return await page.evaluate(() => {
      const t = (window as unknown as { __bench: Probe }).__bench
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => /\/ModalRoot-[^/]*\.js$/.test(entry.name)) as
        | PerformanceResourceTiming
        | undefined
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$/.test(entry.name) && entry.startTime < t.buttonInDom)
        .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
      return {
        fcp,
        buttonInDom: t.buttonInDom,
        scriptsFetched: Math.max(...scripts),
        clickToRow: t.row - t.click,
        clickToRowFrame: t.rowFrame - t.click,
        chunkVsClick: chunk ? chunk.responseEnd - t.click : undefined,
      }
    })
  } finally {
    await close()
  }
}

/**
 * Builds the plain React page and serves it with the same server code as apps/web (the real
 * server, its web app route, an in-memory database): only the page differs between the two.
 */
async function servePlainReact(): Promise<{ url: string; close(): Promise<void> }> {
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
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
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

async function main() {
  const stack = await startStack({
    ports: { server: ports.server, frame: 0, chains: ports.chains },
    chains: [31337, 31338],
    wallet: { outDir: join(repoRoot, '.portico/bench/test-wallet') },
    env: { DATABASE_URL: 'memory://', PORTICO_LOG_LEVEL: 'warn' },
    log: (line) => console.log(line),
  })
  const plain = await servePlainReact()
  try {
    const plainRuns: Sample[] = []
    const porticoRuns: Sample[] = []
    const atLoadRuns: Sample[] = []
    for (let run = 0; run < runs; run++) {
      // Interleaved, so a change in the machine's load touches both pages alike.
      plainRuns.push(await measure(plain.url, stack.walletDir))
      porticoRuns.push(await measure(`${stack.appUrl}/`, stack.walletDir))
      // The click as the load event fires: the modal's code is not preloaded yet.
      atLoadRuns.push(await measure(`${stack.appUrl}/`, stack.walletDir, 'load'))
    }
    const [load1] = loadavg()
    console.log(
      `Modal timing (headless Chromium, loopback, ${runs} fresh profiles each; load average ${load1?.toFixed(1)} on ${availableParallelism()} cores):`,
    )
    const loaded = { plain: plainRuns, portico: porticoRuns }
    const all = { ...loaded, 'portico, click at load': atLoadRuns }
    const rowsOf = (
      name: string,
      pick: (sample: Sample) => number | undefined,
      pages: Record<string, Sample[]> = loaded,
    ) => {
      for (const [page, rows] of Object.entries(pages)) {
        const values = rows.flatMap((row) => pick(row) ?? [])
        if (values.length === 0) continue
        console.log(
          `  ${`${name}, ${page}`.padEnd(56)} median ${ms(median(values)).padStart(9)}  min ${ms(Math.min(...values)).padStart(9)}  (${list(values)})`,
        )
      }
    }
    rowsOf('click → first wallet row in DOM', (s) => s.clickToRow, all)
    rowsOf('click → the frame that paints it', (s) => s.clickToRowFrame, all)
    rowsOf('modal chunk arrived, vs the click', (s) => s.chunkVsClick, all)
    rowsOf('button painted (FCP, from navigation)', (s) => s.fcp)
    rowsOf('button in DOM', (s) => s.buttonInDom)
    rowsOf('first-load JS fetched', (s) => s.scriptsFetched)
    const fcp = (page: Sample[]) => page.map((sample) => sample.fcp)
    const paired = porticoRuns.map((sample, i) => sample.fcp - (plainRuns[i]?.fcp ?? 0))
    const signed = (value: number) => `${value >= 0 ? '+' : ''}${ms(value)}`
    console.log(
      `  Portico's button vs the plain page's: ${signed(median(fcp(porticoRuns)) - median(fcp(plainRuns)))} (medians), ${signed(median(paired))} (median of paired runs), ${signed(Math.min(...fcp(porticoRuns)) - Math.min(...fcp(plainRuns)))} (best runs)`,
    )
    console.log(
      'Peers, quoted (measured side by side 2026-11-24, same kind of machine; not run here):',
    )
    for (const peer of peers)
      console.log(
        `  ${peer.app.padEnd(26)} click → list ${peer.click.padStart(7)}   button ${peer.button}`,
      )
  } finally {
    await plain.close()
    await stack.stop()
  }
}

await main()
