import { expect, test } from '../fixtures'

// The kit's themeMode `system` follows the device's prefers-color-scheme as it changes, and
// Settings switches the theme at run time through setThemeMode (no reload): the app's colours
// (html[data-theme]) and the kit's button (data-portico-theme) follow together (issue 29).

test('system follows the device live; Settings switches the theme without a reload', async ({
  page,
  stack,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto(`${stack.appUrl}/settings`)
  const html = page.locator('html')
  const button = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(page.getByRole('radio', { name: 'Match this device' })).toBeChecked()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await expect(button).toHaveAttribute('data-portico-theme', 'dark')

  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).toHaveAttribute('data-theme', 'light')
  await expect(button).toHaveAttribute('data-portico-theme', 'light')

  // A marker on the page survives only if nothing reloads it.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }))
  await page.getByRole('radio', { name: 'Dark' }).check()
  await expect(button).toHaveAttribute('data-portico-theme', 'dark')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(button).toHaveAttribute('data-portico-theme', 'dark') // chosen, not the device's
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true)

  // The kit's dialog paints the same theme.
  await button.click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.locator('.portico-layer')).toHaveAttribute('data-portico-theme', 'dark')
})
