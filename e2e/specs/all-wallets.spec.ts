import { expect, test } from '../fixtures'
import { readQrCode } from '../readQrCode'

test('all wallets: the directory lists 30+ wallets, the installed test wallet once, and search narrows', async ({
  page,
  stack,
}) => {
  await page.goto(stack.appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'All Wallets' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  const list = dialog.getByRole('list', { name: 'All Wallets' })
  const rows = list.getByRole('button')

  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(30)
  const testWallet = list.getByRole('button', { name: 'Portico Test Wallet' })
  await expect(testWallet).toHaveCount(1)
  await expect(testWallet).toHaveAccessibleDescription(/Installed/)
  await expect(rows.first()).toHaveAccessibleName('Portico Test Wallet')
  await expect(list.getByRole('button', { name: 'MetaMask' })).toHaveCount(1)
  // Directory images come from the same server.
  const image = list.getByRole('button', { name: 'MetaMask' }).locator('img')
  await expect(image).toHaveAttribute('src', new RegExp(`^${stack.appUrl}/getWalletImage/`))
  const all = await rows.count()

  await dialog.getByLabel('Search wallet').fill('rain')
  await expect(list.getByRole('button', { name: 'Rainbow' })).toBeVisible()
  await expect(list.getByRole('button', { name: 'MetaMask' })).toHaveCount(0)
  const names = await rows.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label')),
  )
  expect(names.length).toBeLessThan(all)
  for (const name of names) expect(name?.toLowerCase()).toContain('rain')

  // A wallet that is not installed connects over WalletConnect: a QR code and its deep link.
  await list.getByRole('button', { name: 'Rainbow' }).click()
  const wc = page.getByRole('dialog', { name: 'WalletConnect' })
  await expect(wc.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible()
  const uri = await readQrCode(wc.getByRole('img', { name: 'WalletConnect QR code' }))
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  const open = wc.getByRole('link', { name: 'Open Rainbow' })
  await expect(open).toHaveAttribute(
    'href',
    new RegExp(`wc\\?uri=${encodeURIComponent(uri ?? '')}$`),
  )
  await wc.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()
})

test('all wallets: one search request for what was typed, not one per key', async ({
  page,
  stack,
}) => {
  const searches: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/getWallets' && url.searchParams.has('search'))
      searches.push(url.searchParams.get('search') ?? '')
  })
  await page.goto(stack.appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'All Wallets' }).click()
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  await dialog.getByLabel('Search wallet').pressSequentially('meta')
  await expect(dialog.getByRole('button', { name: 'MetaMask' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Rainbow' })).toHaveCount(0)
  await expect.poll(() => searches.at(-1)).toBe('meta')
  expect(searches.filter((search) => search === 'm')).toEqual([])
})

test('connect: the server’s first 4 recommended wallets, none installed here; one picked pairs over WalletConnect', async ({
  page,
  stack,
}) => {
  const answers: { data: { name: string; rdns: string | null }[] }[] = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (
      url.pathname === '/getWallets' &&
      url.searchParams.get('page') === '1' &&
      !url.searchParams.has('search')
    )
      answers.push(await response.json())
  })
  await page.goto(stack.appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  const recommended = dialog.getByRole('list', { name: 'Recommended wallets' }).getByRole('button')
  await expect(recommended).toHaveCount(4)
  // The directory's own order (recommended first), without the wallet installed in this browser.
  const expected = (answers[0]?.data ?? [])
    .filter((w) => w.rdns !== 'dev.portico.testwallet')
    .slice(0, 4)
    .map((w) => w.name)
  expect(
    await recommended.evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label'))),
  ).toEqual(expected)
  await expect(dialog.getByRole('button', { name: 'Portico Test Wallet' })).toHaveCount(1)
  const image = recommended.first().locator('img')
  await expect(image).toHaveAttribute('src', new RegExp(`^${stack.appUrl}/getWalletImage/`))

  const name = expected[0] ?? ''
  await recommended.first().click()
  const wc = page.getByRole('dialog', { name: 'WalletConnect' })
  const uri = await readQrCode(wc.getByRole('img', { name: 'WalletConnect QR code' }))
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await expect(wc.getByRole('link', { name: `Open ${name}` })).toHaveAttribute(
    'href',
    new RegExp(`wc\\?uri=${encodeURIComponent(uri ?? '')}$`),
  )
})

test('all wallets: a search asks the directory for pages of 100 (SPEC §9)', async ({
  page,
  stack,
}) => {
  const searches: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/getWallets' && url.searchParams.has('search')) searches.push(url)
  })
  await page.goto(stack.appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'All Wallets' }).click()
  const dialog = page.getByRole('dialog', { name: 'All Wallets' })
  await dialog.getByLabel('Search wallet').fill('wallet')
  await expect.poll(() => searches.length).toBeGreaterThan(0)
  expect(searches.map((u) => [u.searchParams.get('entries'), u.searchParams.get('page')])).toEqual([
    ['100', '1'],
  ])
  await expect(dialog.getByRole('button', { name: 'Trust Wallet' })).toBeVisible()
})
