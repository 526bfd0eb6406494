import { expect, test } from '../fixtures'

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

  // A wallet that is not installed shows its links; WalletConnect is not offered yet.
  await list.getByRole('button', { name: 'Rainbow' }).click()
  const details = dialog.getByRole('region', { name: 'Rainbow' })
  await expect(
    details.getByText('Rainbow is not installed in this browser. Open it:'),
  ).toBeVisible()
  await expect(details.getByRole('link').first()).toBeVisible()
  await expect(details.getByText(/WalletConnect\) comes in a later version/)).toBeVisible()
  await details.getByRole('button', { name: 'Back to the list' }).click()
  await expect(dialog.getByLabel('Search wallet')).toHaveValue('rain')
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
