import { shortenAddress } from '@portico/core'
import { getSoladyAccountAddress } from '@portico/embedded-wallet'
import { connectedAddress, emailLogin } from '../emailLogin'
import { expect, test } from '../fixtures'

// The app's default account type (createPorticoConfig `defaultAccountTypes`, the web app's
// `?accountType=`) reaches the frame (APP_SYNC_DAPP_DATA) before a new email user is made: on
// chain 31337, which has smart accounts, that user gets the owner EOA, not SPEC §1's smart
// account. Once the user chose the smart account, that choice wins over the app's default.
test("a new email user gets the app's default account type (eoa); the user's own choice then wins", async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000)
  // Without sign-in (`?siwx=off`): this test is about the account type, not SIWX.
  await page.goto(`${stack.appUrl}/?siwx=off&accountType=eoa`)
  await emailLogin(page, stack.mailInboxUrl, `default-eoa-${Date.now()}@example.com`)

  const owner = await connectedAddress(page)
  await page.getByRole('button', { name: shortenAddress(owner) }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText('Account type: Owner account (EOA)')
  await expect(account).not.toContainText('deployed') // an EOA has no code to deploy

  // The user's own choice: the smart account. It wins over the app's default from then on.
  const smart = getSoladyAccountAddress({ owner })
  await account.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(account).toContainText('Account type: Smart account')
  await expect(account).toContainText(shortenAddress(smart))
  // A reload on the same app (its default still eoa) keeps the user's choice.
  await page.reload()
  await expect(page.getByRole('button', { name: shortenAddress(smart) })).toBeVisible()
  await page.getByRole('button', { name: shortenAddress(smart) }).click()
  await expect(account).toContainText('Account type: Smart account')
})
