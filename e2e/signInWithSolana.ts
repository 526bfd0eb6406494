import type { Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { expect, type TestWallet } from './fixtures'

/** The test wallet's first Solana account (Phantom's path of the devnet mnemonic). */
export const solanaAccount = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'

/**
 * The web app asks the Solana account that just became active to sign in (Sign in with Solana,
 * CAIP-122, verified by the server); the wallet shows the SIWS text and signs it.
 */
export async function signInWithSolana(page: Page, wallet: TestWallet) {
  const prompt = page.getByRole('dialog', { name: 'Sign In' })
  await expect(prompt.getByText(shortenAddress(solanaAccount))).toBeVisible()
  await prompt.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(
    (await wallet.panel()).getByText(/wants you to sign in with your Solana account:/),
  ).toBeVisible()
  await wallet.approve()
  await expect(prompt).toHaveCount(0)
}
