import type { Page } from 'playwright-core'
import { launchWithWallet } from './launchWithWallet'

/** A script or style the page fetched: its path and its bytes over the wire and decoded. */
export type WireResource = {
  /** Path on the app's origin, without the leading slash (`assets/index-….js`). */
  file: string
  /** `encodedBodySize`: the body as sent (brotli when the server sent brotli). */
  wire: number
  /** `decodedBodySize`: the body once decoded (the file's size). */
  decoded: number
  /** The response's Content-Encoding as the page saw it (`br`, `gzip`, or `identity`). */
  encoding: string
}

/** What a page fetched by its load event, and what it fetched after that until idle. */
export type WirePhases = { load: WireResource[]; idle: WireResource[] }

/** What {@link measureWire} measured. */
export type MeasureWireReturnType = {
  /** A first visit (fresh profile, empty cache, no wallet connected). */
  visitor: WirePhases
  /** A visitor whose wallet is connected, on a visit with an empty HTTP cache, at `url`. */
  connected: WirePhases
  /**
   * The same connected visitor landing on each of `routes` (a deep link or a bookmark), each
   * visit with an empty HTTP cache; in the order given.
   */
  routes: { path: string; phases: WirePhases }[]
}

/**
 * Same-origin .js and .css resources of the page, from the Performance API, each with whether it
 * was requested before the load event (the load event waits for it) or after.
 */
const scriptsAndStyles = (page: Page): Promise<(WireResource & { beforeLoad: boolean })[]> =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const loadStart = navigation?.loadEventStart ?? 0
    if (!(loadStart > 0)) throw new Error('The page has not fired its load event')
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => {
        const url = new URL(entry.name)
        return url.origin === location.origin && /\.(js|css)$/.test(url.pathname)
      })
      .map((entry) => ({
        file: new URL(entry.name).pathname.slice(1),
        wire: entry.encodedBodySize,
        decoded: entry.decodedBodySize,
        encoding: 'unknown',
        beforeLoad: entry.startTime < loadStart,
      }))
  })

/**
 * Waits until no script or style has been added for 1 s (at most 30 s): a load state reached once
 * (`networkidle`) resolves at once when asked again, and a preload started by an idle callback on
 * a busy machine may still be on its way.
 */
async function scriptsSettled(page: Page): Promise<void> {
  const count = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname)).length,
    )
  let last = await count()
  for (let waited = 0; waited < 30_000; waited += 1000) {
    await page.waitForTimeout(1000)
    const now = await count()
    if (now === last) return
    last = now
  }
}

/** Loads `url` and returns what came by the load event and what came after it until idle. */
async function loadPhases(page: Page, url: string): Promise<WirePhases> {
  const encodings = new Map<string, string>()
  const onResponse = (response: { url(): string; headers(): Record<string, string> }) => {
    const path = new URL(response.url()).pathname.slice(1)
    encodings.set(path, response.headers()['content-encoding'] ?? 'identity')
  }
  page.on('response', onResponse)
  await page.goto(url, { waitUntil: 'load' })
  // Idle: no request for 500 ms, an idle callback (the app preloads the modal once idle after
  // the load event), then no new script or style for 1 s.
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))))
  await scriptsSettled(page)
  const all = await scriptsAndStyles(page)
  page.off('response', onResponse)
  const resources = all.map(({ beforeLoad, ...resource }) => ({
    resource: { ...resource, encoding: encodings.get(resource.file) ?? 'unknown' },
    beforeLoad,
  }))
  return {
    load: resources.filter((r) => r.beforeLoad).map((r) => r.resource),
    idle: resources.filter((r) => !r.beforeLoad).map((r) => r.resource),
  }
}

/** The test wallet's next approval popup. */
const nextPopup = (page: Page) =>
  page.context().waitForEvent('page', {
    predicate: (candidate) => candidate.url().includes('/approve.html'),
  })

/** Presses Approve in an approval popup (the wallet closes it at once). */
async function approve(approval: Page): Promise<void> {
  await approval
    .getByRole('dialog', { name: 'Portico Test Wallet' })
    .getByRole('button', { name: 'Approve' })
    .click()
    .catch((error: unknown) => {
      if (!approval.isClosed()) throw error
    })
}

/**
 * Connects the test wallet as a person does (its EVM side, then its Solana side: the web app
 * connects both namespaces of one wallet) and declines the sign-in prompt.
 */
async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const first = nextPopup(page)
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Portico Test Wallet' })
    .click()
  const evm = await first
  const second = nextPopup(page) // listening before the first answer: the Solana prompt follows it
  await approve(evm)
  await approve(await second)
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Cancel' })
    .click()
  await page.getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'detached' })
}

/**
 * Measures in Debian's Chromium (the test wallet loaded) the scripts and styles the web app at
 * `url` makes a browser download without a click: a first visit by its load event and until idle,
 * then, once the wallet is connected, a visit with an empty HTTP cache (as after a deploy renames
 * every chunk) by its load event and until idle, and the same for each of `routes`. Bytes are the Performance API's
 * `encodedBodySize`: the body as it crossed the wire.
 *
 * @example
 * const { visitor } = await measureWire({ url: stack.appUrl, walletDir: stack.walletDir })
 */
export async function measureWire(parameters: {
  url: string
  walletDir: string
  /** Paths of the app a connected visitor lands on, measured one by one (e.g. `/activity`). */
  routes?: readonly string[] | undefined
}): Promise<MeasureWireReturnType> {
  const { context, close } = await launchWithWallet(parameters.walletDir)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const visitor = await loadPhases(page, parameters.url)
    await connect(page)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    const connected = await loadPhases(page, parameters.url)
    if ((await page.getByRole('button', { name: 'Connect Wallet' }).count()) > 0)
      throw new Error('The wallet did not reconnect on the second visit')
    const routes: MeasureWireReturnType['routes'] = []
    for (const path of parameters.routes ?? []) {
      await cdp.send('Network.clearBrowserCache')
      const phases = await loadPhases(page, new URL(path, parameters.url).href)
      if ((await page.getByRole('button', { name: 'Connect Wallet' }).count()) > 0)
        throw new Error(`The wallet did not reconnect on ${path}`)
      routes.push({ path, phases })
    }
    return { visitor, connected, routes }
  } finally {
    await close()
  }
}
