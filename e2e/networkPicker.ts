import { expect, type Locator } from '@playwright/test'

/** The Account view's network picker button (accessible name `Network {current network}`). */
export const networkButton = (scope: Locator): Locator =>
  scope.getByRole('button', { name: /^Network / })

/**
 * Opens the Account view's network picker and picks a network by name, with the pointer.
 *
 * @example
 * await chooseNetwork(page.getByRole('dialog', { name: 'Account' }), 'Portico Devnet 2')
 */
export async function chooseNetwork(scope: Locator, name: string): Promise<void> {
  await networkButton(scope).click()
  await scope
    .getByRole('listbox', { name: 'Networks' })
    .getByRole('option', { name, exact: true })
    .click()
}

/** Waits until the picker shows `name` as the current network. */
export async function expectNetwork(scope: Locator, name: string): Promise<void> {
  await expect(networkButton(scope)).toHaveAccessibleName(`Network ${name}`)
}
