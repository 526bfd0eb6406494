import { expect, test } from '../fixtures'

test('reject: a declined connection shows the error toast and connects nothing', async ({
  page,
  wallet,
  stack,
}) => {
  await page.goto(stack.appUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Portico Test Wallet' })
    .click()
  await wallet.reject()
  await expect(page.getByRole('alert').filter({ hasText: 'Connection declined' })).toBeVisible()
  expect(wallet.openPopups()).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})
