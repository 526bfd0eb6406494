import type { Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { a11yViolations } from '../a11yCheck'
import { mintDevnetPusd, waitForHistory } from '../devnetHistory'
import { connectWallet, expect, test } from '../fixtures'
import { evmAccount, serverValues } from '../serverValues'

// The kit's language follows the browser's (the web app's `locale` is `auto`): French left to
// right, Arabic right to left, through connect, sign-in and Account; the dashboard's pages follow
// the same choice, dollars and dates written for the locale (issue 17). The Connect dialog passes
// the accessibility engine in each language too (`a11yCheck.ts`: names that contain the visible
// label, `lang` on the kit's roots).
const short = shortenAddress(mnemonicToAccount(devnetMnemonic).address)

type Stack = Parameters<typeof serverValues>[0]

/** The account's total in USD as the browser's `Intl` writes it in `locale` (from the server). */
async function totalIn(page: Page, stack: Stack, locale: string): Promise<string> {
  const total = Object.values(await serverValues(stack)).reduce((sum, value) => sum + value, 0)
  expect(total).toBeGreaterThan(0)
  return page.evaluate(
    ([value, tag]) =>
      new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }).format(value),
    [total, locale] as const,
  )
}

/** The first day of the server's 30-day value history on the first devnet, as a UTC date. */
async function firstHistoryDay(stack: Stack): Promise<string> {
  const url = new URL(`/v1/account/${evmAccount}/value-history`, stack.appUrl)
  url.search = new URLSearchParams({
    projectId: 'portico-local',
    days: '30',
    chainId: 'eip155:31337',
  }).toString()
  const response = await fetch(url)
  expect(response.status).toBe(200)
  const { points } = (await response.json()) as { points: { date: string }[] }
  return points[0]?.date as string
}

const html = (page: Page) => page.locator('html')

test.describe('a French browser', () => {
  test.use({ locale: 'fr-FR' })

  test('connects, declines sign-in and disconnects in French', async ({ page, wallet, stack }) => {
    await page.goto(stack.appUrl)
    const connect = page.getByRole('button', { name: 'Connecter un portefeuille' })
    await expect(connect).toHaveAttribute('lang', 'fr')
    await connect.click()
    const dialog = page.getByRole('dialog', { name: 'Connecter un portefeuille' })
    await expect(dialog.getByRole('button', { name: 'Portico Test Wallet' })).toBeVisible()
    expect(await a11yViolations(page, 'Connect, French')).toEqual([])
    await dialog.getByRole('button', { name: 'Portico Test Wallet' }).click()
    await wallet.approveConnect()
    const signIn = page.getByRole('dialog', { name: 'Se connecter' })
    await expect(signIn.getByText('Signer est gratuit', { exact: false })).toBeVisible()
    await signIn.getByRole('button', { name: 'Annuler' }).click()
    await page.getByRole('button', { name: short }).click()
    const account = page.getByRole('dialog', { name: 'Compte' })
    await account.getByRole('button', { name: 'Déconnecter' }).click()
    await expect(connect).toBeVisible()
  })

  test("the dashboard's pages follow in French: texts, dollars, days, network images", async ({
    page,
    wallet,
    stack,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(stack.appUrl)
    await expect(html(page)).toHaveAttribute('lang', 'fr')
    await expect(html(page)).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeAttached()
    await expect(
      page.getByText('Un kit ouvert et auto-hébergeable', { exact: false }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Connecter un portefeuille' }).click()
    await page
      .getByRole('dialog', { name: 'Connecter un portefeuille' })
      .getByRole('button', { name: 'Portico Test Wallet' })
      .click()
    await wallet.approveConnect()
    await page
      .getByRole('dialog', { name: 'Se connecter' })
      .getByRole('button', { name: 'Annuler' })
      .click()

    // Portfolio: its title, navigation and total in French, the dollars written as French does.
    await expect(page.getByRole('heading', { level: 1, name: 'Portefeuille' })).toBeVisible()
    await expect(page).toHaveTitle('Portefeuille · Portico')
    const nav = page.getByRole('navigation', { name: 'Principale' })
    await expect(nav.getByRole('link', { name: 'Activité' })).toBeVisible()
    const total = await totalIn(page, stack, 'fr-FR')
    expect(total).toMatch(/\$US$/)
    await expect(page.getByRole('region', { name: 'Valeur totale' })).toContainText(total)
    const byNetwork = page.getByRole('list', { name: 'Valeur par réseau' })
    await expect(byNetwork.getByRole('listitem').first()).toContainText('$US')
    await expect(byNetwork.locator('img').first()).toHaveAttribute(
      'src',
      /\/public\/getAssetImage\/(eip155|solana)%3A/,
    )

    // The 30-day chart: its days in French (the table's oldest row is the history's first day).
    const chart = page.getByRole('region', { name: '30 derniers jours' })
    await expect(
      chart.getByRole('img', { name: /^Valeur sur les 30 derniers jours : de / }),
    ).toBeVisible()
    await chart.getByText('Valeurs quotidiennes').click()
    const day = await firstHistoryDay(stack)
    const frenchDay = await page.evaluate(
      (date) =>
        new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${date}T00:00:00Z`),
        ),
      day,
    )
    await expect(chart.getByRole('rowheader').last()).toHaveText(frenchDay)

    // Activity: filters in French, the chosen network's image beside its filter; a mint to the
    // account (made now, after the totals were read) named in French.
    const chain = stack.chains.find((c) => c.id === 31337)
    if (!chain) throw new Error('chain 31337 must be running')
    const minted = await mintDevnetPusd(chain, evmAccount, 6_543_000n)
    await waitForHistory(stack.appUrl, chain, evmAccount, [minted])
    await nav.getByRole('link', { name: 'Activité' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Activité' })).toBeFocused()
    await expect(page.getByLabel('Sens')).toHaveValue('all')
    await expect(page.getByLabel('Sens').locator('option').first()).toHaveText('Tous les sens')
    await expect(page.getByLabel('Jeton').locator('option').first()).toHaveText('Tous les jetons')
    await expect(page.getByRole('form', { name: 'Filtres' }).locator('img')).toHaveAttribute(
      'src',
      /\/public\/getAssetImage\/eip155%3A31337/,
    )
    const transactions = page.getByRole('region', { name: 'Transactions sur Portico Devnet' })
    await expect(transactions).toBeVisible()
    // The mint by its French word, its amount with a French decimal comma.
    const mintRow = transactions.getByRole('listitem').filter({ hasText: '+6,543 pUSD' })
    await expect(mintRow).toHaveCount(1)
    await expect(mintRow).toContainText('Frappé')

    // Settings: one language for the app and the kit.
    await nav.getByRole('link', { name: 'Réglages' }).click()
    await expect(page.getByRole('group', { name: 'Langue' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'La langue de ce navigateur' })).toBeChecked()
  })
})

test.describe('an Arabic browser', () => {
  test.use({ locale: 'ar-EG' })

  test('shows the kit right to left', async ({ page, stack }) => {
    await page.goto(stack.appUrl)
    const connect = page.getByRole('button', { name: 'ربط محفظة' })
    await expect(connect).toHaveAttribute('dir', 'rtl')
    await connect.click()
    const dialog = page.getByRole('dialog', { name: 'ربط محفظة' })
    await expect(dialog.getByRole('button', { name: 'إغلاق' })).toBeVisible()
    expect(await dialog.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl')
    await expect(dialog.getByRole('button', { name: 'Portico Test Wallet' })).toBeVisible()
    expect(await a11yViolations(page, 'Connect, Arabic')).toEqual([])
  })

  test('shows the landing right to left', async ({ page, stack }) => {
    await page.goto(stack.appUrl)
    await expect(html(page)).toHaveAttribute('dir', 'rtl')
    await expect(html(page)).toHaveAttribute('lang', 'ar')
    await expect(page.getByText('اربط محفظة للبدء', { exact: false })).toBeVisible()
    const main = page.getByRole('main')
    expect(await main.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl')
  })
})

test('Settings switches the dashboard to Arabic at once: right to left, dollars in Arabic', async ({
  page,
  wallet,
  stack,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await connectWallet(page, wallet, stack.appUrl)
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible()
  await expect(html(page)).toHaveAttribute('dir', 'ltr')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click()
  await page.getByRole('radio', { name: 'العربية' }).check()

  // The page, the app's texts and the kit's button switch together, without a reload.
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  await expect(html(page)).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1, name: 'الإعدادات' })).toBeVisible()
  await expect(page.getByRole('group', { name: 'اللغة' })).toBeVisible()
  await expect(page.getByRole('button', { name: short })).toHaveAttribute('dir', 'rtl')
  const main = page.getByRole('main')
  expect(await main.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl')

  const nav = page.getByRole('navigation', { name: 'الرئيسية' })
  await nav.getByRole('link', { name: 'المحفظة الاستثمارية' }).click()
  await expect(page).toHaveTitle('المحفظة الاستثمارية · Portico')
  const total = await totalIn(page, stack, 'ar')
  await expect(page.getByRole('region', { name: 'القيمة الإجمالية' })).toContainText(total)
  await expect(
    page.getByRole('list', { name: 'القيمة حسب الشبكة' }).locator('img').first(),
  ).toBeVisible()

  await nav.getByRole('link', { name: 'النشاط' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'النشاط' })).toBeVisible()
  await expect(page.getByLabel('الاتجاه').locator('option').first()).toHaveText('كل الاتجاهات')
  await expect(page.getByRole('region', { name: 'المعاملات على Portico Devnet' })).toBeVisible()

  // A reload keeps Arabic (saved in this browser).
  await page.reload()
  await expect(html(page)).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1, name: 'النشاط' })).toBeVisible()
})

test('Settings switches the kit to French at once, and a reload keeps it', async ({
  page,
  stack,
}) => {
  await page.goto(`${stack.appUrl}/settings`)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.getByRole('radio', { name: 'Français' }).check()
  const connect = page.getByRole('button', { name: 'Connecter un portefeuille' })
  await expect(connect).toHaveAttribute('lang', 'fr')
  await page.reload()
  await expect(connect).toBeVisible()
  await page.getByRole('radio', { name: 'العربية' }).check()
  await expect(page.getByRole('button', { name: 'ربط محفظة' })).toHaveAttribute('dir', 'rtl')
})
