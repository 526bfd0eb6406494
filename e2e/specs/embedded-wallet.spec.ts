import { createServer, type Server } from 'node:http'
import type { Page } from '@playwright/test'
import { build } from 'esbuild'
import { createPublicClient, http } from 'viem'
import { e2eExtraOrigins } from '../e2eStack'
import { frameApproval, mailedCode } from '../emailLogin'
import { closingInput, expect, test } from '../fixtures'

// The embedded wallet in Chromium: the frame on its own origin (3101), an app page of the project
// on 3102 using the real @portico/embedded-wallet client, and a foreign site on 3103.
const clientEntry = `
import { createEmbeddedWalletClient, appEventTypes } from '@portico/embedded-wallet'
window.portico = { createEmbeddedWalletClient, appEventTypes }
`
let clientScript = ''

/** What the test page exposes (the bundled client), as the spec reads it. */
type TestWindow = {
  portico: {
    // biome-ignore lint/suspicious/noExplicitAny: the bundled client, typed by its own tests
    createEmbeddedWalletClient(parameters: object): any
    appEventTypes: readonly string[]
  }
  // biome-ignore lint/suspicious/noExplicitAny: the client instance made in the page
  client: any
}
const servers: Server[] = []

function serve(origin: string, html: string): Promise<void> {
  const server = createServer((request, response) => {
    if (request.url?.startsWith('/client.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript' })
      return response.end(clientScript)
    }
    response.writeHead(200, { 'content-type': 'text/html' })
    response.end(html)
  })
  servers.push(server)
  return new Promise((resolve) =>
    server.listen(Number(new URL(origin).port), '127.0.0.1', () => resolve()),
  )
}

test.beforeAll(async () => {
  const result = await build({
    stdin: { contents: clientEntry, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    // The workspace package's sources (a fresh clone has no dist/).
    conditions: ['portico-source'],
    logLevel: 'silent',
  })
  clientScript = result.outputFiles[0]?.text ?? ''
  const page =
    '<!doctype html><html><body><h1>app</h1><script type="module" src="/client.js"></script></body></html>'
  await serve(e2eExtraOrigins.app, page)
  await serve(e2eExtraOrigins.foreign, page)
})
test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

test('email login in the frame; signing needs approval in the frame; no key material on the app origin', async ({
  page,
  stack,
}) => {
  await page.goto(e2eExtraOrigins.app)
  await page.waitForFunction(() => 'portico' in window)
  const email = `e2e-${Date.now()}@example.com`
  await page.evaluate(
    async ({ frameUrl }) => {
      const w = window as unknown as TestWindow
      w.client = w.portico.createEmbeddedWalletClient({
        frameUrl,
        projectId: 'portico-local',
        chainId: 31337,
      })
      await w.client.ready
    },
    { frameUrl: stack.frameUrl },
  )
  expect(
    await page.evaluate((e) => (window as unknown as TestWindow).client.connectEmail(e), email),
  ).toEqual({
    action: 'VERIFY_OTP',
  })
  const user = await page.evaluate(
    (code) => (window as unknown as TestWindow).client.connectOtp(code),
    await mailedCode(stack.mailInboxUrl, email),
  )
  expect(user.email).toBe(email)
  expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  const signing = page.evaluate(() =>
    (window as unknown as TestWindow).client.rpcRequest('personal_sign', ['0x68656c6c6f']),
  )
  void signing.catch(() => {})
  const frame = page.frameLocator('iframe[title="Portico wallet"]')
  const dialog = frame.getByRole('dialog', { name: 'Approve request' })
  await expect(dialog).toContainText('hello')
  await expect(dialog).toContainText(e2eExtraOrigins.app)
  await dialog.getByRole('button', { name: 'Approve' }).click()
  const signature = (await signing) as `0x${string}`
  // On 31337 (a bundler in the stack) the address is the smart account, not deployed yet: the
  // signature is ERC-6492, checked on the chain.
  const devnet = createPublicClient({
    transport: http(stack.chains.find((c) => c.id === 31337)?.rpcUrl),
  })
  expect(await devnet.verifyMessage({ address: user.address, message: 'hello', signature })).toBe(
    true,
  )

  // The frame origin holds the shares and tokens; the app's origin holds nothing of them.
  const appStorage = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map((db) => db.name),
    caches: await caches.keys(),
  }))
  expect(appStorage).toEqual({ local: [], session: [], cookies: '', databases: [], caches: [] })
  const frameKeys = await page
    .frames()
    .find((f) => f.url().startsWith(stack.frameUrl))
    ?.evaluate(() => Object.keys(localStorage).sort())
  expect(frameKeys).toEqual([
    expect.stringMatching(/^portico:portico-local:deviceShare:.+$/),
    'portico:portico-local:deviceToken',
    'portico:portico-local:session',
    'portico:portico-local:userId',
  ])
})

test('a foreign site gets no answer from the frame, for any APP_* event', async ({
  page,
  stack,
}) => {
  await page.goto(e2eExtraOrigins.foreign)
  await page.waitForFunction(() => 'portico' in window)
  const replies = await page.evaluate(async (frameUrl) => {
    const { appEventTypes } = (window as unknown as TestWindow).portico
    const target = window.open(`${frameUrl}?projectId=portico-local&chainId=31337`, 'frame')
    const heard: unknown[] = []
    // Only what comes from the frame's window counts (the test wallet extension also talks to
    // every page over window messages, on its own channel).
    window.addEventListener('message', (event) => {
      if (event.source === target) heard.push(event.data)
    })
    await new Promise((resolve) => setTimeout(resolve, 2000))
    for (const type of appEventTypes)
      target?.postMessage(
        {
          channel: 'portico-embedded-wallet',
          id: 'a'.repeat(32),
          type,
          payload: type === 'APP_CONNECT_EMAIL' ? { email: 'x@example.com' } : undefined,
        },
        '*',
      )
    await new Promise((resolve) => setTimeout(resolve, 2000))
    return heard
  }, stack.frameUrl)
  expect(replies).toEqual([])
})

test("the client ignores a foreign frame's messages", async ({ page, stack }) => {
  test.setTimeout(60_000)
  await page.goto(e2eExtraOrigins.app)
  await page.waitForFunction(() => 'portico' in window)
  const outcome = await page.evaluate(
    async ({ frameUrl, foreign }) => {
      // A foreign frame in the same page says FRAME_READY and answers every id it could guess…
      const spy = document.createElement('iframe')
      spy.srcdoc = `<script>setInterval(() => {
        parent.postMessage({ channel: 'portico-embedded-wallet', type: 'FRAME_READY' }, '*')
      }, 100)</script>`
      document.body.append(spy)
      const other = document.createElement('iframe')
      other.src = foreign
      document.body.append(other)
      // …while the client's own frame URL never loads a frame (a 404 on the frame origin).
      const w = window as unknown as TestWindow
      const client = w.portico.createEmbeddedWalletClient({
        frameUrl: frameUrl.replace('/frame', '/no-frame-here'),
        projectId: 'portico-local',
        chainId: 31337,
      })
      const started = Date.now()
      try {
        await client.ready
        return { ready: true, seconds: 0 }
      } catch (error) {
        return {
          ready: false,
          message: (error as Error).message.split('\n')[0],
          seconds: Math.round((Date.now() - started) / 1000),
        }
      }
    },
    { frameUrl: stack.frameUrl, foreign: e2eExtraOrigins.foreign },
  )
  expect(outcome).toEqual({
    ready: false,
    message: 'Unable to load email login dependency',
    seconds: 20,
  })
})

/** The test app page with the client, signed in with a new email (`e2e-<name>-…`). */
async function signInAndSign(page: Page, frameUrl: string, inboxUrl: string, name: string) {
  await page.goto(e2eExtraOrigins.app)
  await page.waitForFunction(() => 'portico' in window)
  const email = `e2e-${name}-${Date.now()}@example.com`
  await page.evaluate(async (url) => {
    const w = window as unknown as TestWindow
    w.client = w.portico.createEmbeddedWalletClient({
      frameUrl: url,
      projectId: 'portico-local',
      chainId: 31337,
    })
    await w.client.ready
  }, frameUrl)
  await page.evaluate((e) => (window as unknown as TestWindow).client.connectEmail(e), email)
  await page.evaluate(
    (code) => (window as unknown as TestWindow).client.connectOtp(code),
    await mailedCode(inboxUrl, email),
  )
}
const signHello = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as TestWindow).client.rpcRequest('personal_sign', ['0x68656c6c6f']),
  ) as Promise<string>

test('the approval cannot be clickjacked: a transparent or covered frame takes no click; seen for 500 ms, it does', async ({
  page,
  stack,
}) => {
  await signInAndSign(page, stack.frameUrl, stack.mailInboxUrl, 'clickjack')
  // The attacking page makes the frame transparent before the request shows the approval.
  await page.addStyleTag({ content: 'iframe[title="Portico wallet"]{opacity:0 !important}' })
  let settled = false
  const signing = signHello(page)
  void signing.then(
    () => (settled = true),
    () => (settled = true),
  )
  const approve = frameApproval(page).getByRole('button', { name: 'Approve' })
  await expect(approve).toBeAttached()
  const box = await approve.boundingBox()
  if (box === null) throw new Error('Approve has no box')
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  // Long past the arming delay, the user's click on the (invisible) Approve does nothing.
  await page.waitForTimeout(1_000) // on purpose: the attacker waits out the 500 ms
  await expect(approve).toBeDisabled()
  await page.mouse.click(x, y)
  await expect(approve).toBeDisabled()

  // Opaque again but covered by a decoy that lets clicks through: still disarmed.
  await page.evaluate(() => {
    for (const style of document.querySelectorAll('style')) style.remove()
    const decoy = document.createElement('div')
    decoy.id = 'decoy'
    decoy.textContent = 'Claim your prize'
    decoy.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:#fc0'
    document.body.append(decoy)
  })
  await page.waitForTimeout(1_000) // on purpose: as above
  await expect(approve).toBeDisabled()
  await page.mouse.click(x, y)
  await expect(approve).toBeDisabled()
  expect(settled).toBe(false)

  // Uncovered, the screen is seen: Approve comes alive after the delay and the user's click signs.
  await page.evaluate(() => document.getElementById('decoy')?.remove())
  await expect(approve).toBeEnabled()
  await approve.click()
  expect(await signing).toMatch(/^0x[0-9a-f]+$/)
})

test('a browser without IntersectionObserver v2 answers in a window of the frame origin', async ({
  context,
  page,
  stack,
}) => {
  // As in Firefox or Safari: the frame cannot tell whether it is seen.
  await context.addInitScript(() => {
    delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
  })
  await signInAndSign(page, stack.frameUrl, stack.mailInboxUrl, 'no-v2')
  const signing = signHello(page)
  const open = frameApproval(page).getByRole('button', { name: 'Open in a new window' })
  await expect(frameApproval(page).getByRole('button', { name: 'Approve' })).toHaveCount(0)
  const [popup] = await Promise.all([context.waitForEvent('page'), open.click()])
  expect(new URL(popup.url()).origin).toBe(new URL(stack.frameUrl).origin)
  await popup.bringToFront()
  const dialog = popup.getByRole('dialog', { name: 'Approve request' })
  await expect(dialog).toContainText('hello')
  await expect(dialog).toContainText(e2eExtraOrigins.app)
  // The window closes itself once it has the answer.
  await closingInput(popup, () => dialog.getByRole('button', { name: 'Approve' }).click())
  expect(await signing).toMatch(/^0x[0-9a-f]+$/)
})
