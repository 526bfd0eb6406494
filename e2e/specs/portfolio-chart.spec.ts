import type { Page } from '@playwright/test'
import { formatUsd } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { sendFromDialog } from '../accountFlows'
import { connectWallet, expect, test } from '../fixtures'

// The Portfolio's 30-day chart after a send, at a phone's width: its summary (start, end,
// change) and its table are the server's value history, and the end is what the chain holds now.
const account = mnemonicToAccount(devnetMnemonic).address
const receiver = mnemonicToAccount(devnetMnemonic, { addressIndex: 2 }).address
const projectId = 'portico-local'

type Stack = { appUrl: string; chains: { caipNetworkId: string }[] }

/** The EVM networks the web app requests (31339 runs unlisted). */
const evmNetworks = (stack: Stack) =>
  stack.chains.map((c) => c.caipNetworkId).filter((id) => id !== 'eip155:31339')

async function getJson<T>(stack: Stack, path: string, query: Record<string, string>): Promise<T> {
  const url = new URL(path, stack.appUrl)
  url.search = new URLSearchParams({ projectId, ...query }).toString()
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return (await response.json()) as T
}

const cents = (value: number) => Math.round(value * 100) / 100

/** What the chain holds now, in USD: the balance route read afresh on every requested network. */
async function chainValue(stack: Stack): Promise<number> {
  let total = 0
  for (const chainId of evmNetworks(stack)) {
    const { balances } = await getJson<{ balances: { value: number }[] }>(
      stack,
      `/v1/account/${account}/balance`,
      { currency: 'usd', chainId, forceUpdate: 'true' },
    )
    total += balances.reduce((sum, balance) => sum + balance.value, 0)
  }
  return cents(total)
}

/** The server's value history summed over the requested networks, by day. */
async function serverHistory(stack: Stack): Promise<{ date: string; value: number }[]> {
  const byDate = new Map<string, number>()
  for (const chainId of evmNetworks(stack)) {
    const { points } = await getJson<{ points: { date: string; value: number }[] }>(
      stack,
      `/v1/account/${account}/value-history`,
      { days: '30', chainId },
    )
    for (const point of points) byDate.set(point.date, (byDate.get(point.date) ?? 0) + point.value)
  }
  return [...byDate].map(([date, value]) => ({ date, value: cents(value) }))
}

const figure = (page: Page, name: 'start' | 'end' | 'change') =>
  page.locator(`[data-figure="${name}"]`)

test.use({ viewport: { width: 390, height: 844 } })

test('Portfolio: after a send, the 30-day chart shows and its figures match the chain', async ({
  page,
  wallet,
  stack,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await connectWallet(page, wallet, stack.appUrl)
  const chart = page.getByRole('region', { name: 'Last 30 days' })
  await expect(chart.getByRole('img', { name: /^Value over the last 30 days/ })).toBeVisible()
  const before = await chainValue(stack)

  // A send through the kit's flow, from the Send page.
  const amount = '0.413'
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Send', exact: true })
    .click()
  await page.getByRole('button', { name: 'Start a send' }).click()
  await sendFromDialog(page, wallet, { amount, receiver })
  await page.keyboard.press('Escape')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Portfolio' })
    .click()

  // Once the indexer has the send, the chart ends at what the chain holds now.
  const after = await chainValue(stack)
  expect(after).toBeLessThan(before)
  let history: { date: string; value: number }[] = []
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click()
    history = await serverHistory(stack)
    expect(history.at(-1)?.value).toBe(after)
    await expect(figure(page, 'end')).toHaveText(formatUsd(after), { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })

  // The summary is the server's history: its first day, today, and the difference.
  expect(history).toHaveLength(31)
  const start = history[0]?.value ?? Number.NaN
  await expect(figure(page, 'start')).toHaveText(formatUsd(start))
  const change = cents(after - start)
  await expect(figure(page, 'change')).toHaveText(
    change > 0 ? `+${formatUsd(change)}` : formatUsd(change),
  )
  // The table: one row a day, newest first, today's value the chain's.
  await chart.getByText('Daily values').click()
  const rows = chart.getByRole('table').getByRole('row')
  await expect(rows).toHaveCount(32)
  await expect(rows.nth(1).getByRole('cell')).toHaveText(formatUsd(after))
  await expect(rows.nth(31).getByRole('cell')).toHaveText(formatUsd(start))
  // Reduced motion: no fade-in; the line takes the theme's accent.
  const line = chart.locator('path.chart-line')
  expect(await line.evaluate((path) => getComputedStyle(path).animationName)).toBe('none')
  const colours = await line.evaluate((path) => {
    const probe = document.createElement('span')
    probe.style.color = 'var(--accent)'
    document.body.append(probe)
    const accent = getComputedStyle(probe).color
    probe.remove()
    return { stroke: getComputedStyle(path).stroke, accent }
  })
  expect(colours.stroke).toBe(colours.accent)
  // A phone's width: nothing wider than the window.
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    window: window.innerWidth,
    rightmost: Math.max(
      ...[...document.querySelectorAll('main *')].map((e) => e.getBoundingClientRect().right),
    ),
  }))
  expect(widths.content).toBeLessThanOrEqual(widths.window)
  expect(widths.rightmost).toBeLessThanOrEqual(widths.window)
})
