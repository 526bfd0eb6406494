import { join } from 'node:path'
import { devnetMnemonic } from '@portico/devnet/chains'
import { type CreateServerReturnType, createServer, loadConfig } from '@portico/server'
import { createPublicClient, createWalletClient, defineChain, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { repoRoot } from '../../scripts/stack'
import { readHistory, waitForHistory } from '../devnetHistory'
import { e2ePorts } from '../e2eStack'
import { connectWallet, expect, test } from '../fixtures'

// The history of an account that predates the server's index: a second server on the same devnet,
// with a fresh database and its index of chain 31338 starting at that chain's head
// (PORTICO_INDEXER_START_BLOCKS), serves the web app. Account 0's transfers on 31338 before that
// block (the devnet's seed, earlier specs) come through the per-account backfill; one made after it
// is indexed as usual. The stack's own server indexes 31338 from block 0: its history is the truth.
const account = mnemonicToAccount(devnetMnemonic)
const sender = mnemonicToAccount(devnetMnemonic, { addressIndex: 3 })
// Beside the stack's ports (3100–3104 + the offset).
const port = e2ePorts.server + 5

let server: CreateServerReturnType | undefined
test.afterEach(async () => {
  await server?.close()
  server = undefined
})

test('activity: an account older than the index shows "Loading older activity…", then its older transfers once, in order, its rows never blank', async ({
  page,
  wallet,
  stack,
}) => {
  const chain = stack.chains.find((c) => c.id === 31338)
  if (!chain) throw new Error('chain 31338 must be running')
  const devnet = defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const client = createPublicClient({ chain: devnet, transport: http() })
  const head = await client.getBlockNumber()

  const appUrl = `http://127.0.0.1:${port}`
  const served = [...stack.chains.filter((c) => c.id !== 31339), stack.solana]
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: 'memory://',
    PORTICO_RPC_URLS: served.map((c) => `${c.caipNetworkId}=${c.rpcUrl}`).join(','),
    PORTICO_INDEXER_START_BLOCKS: `${chain.caipNetworkId}=${head + 1n}`,
    PORTICO_WEB_DIST: join(repoRoot, 'apps/web/dist'),
    PORTICO_TOKEN_LISTS: join(repoRoot, 'apps/server/data/devnet-tokens.json'),
    PORTICO_ALLOWED_ORIGINS: appUrl,
    PORTICO_ENS_CHAIN: 'off',
    PORTICO_LOG_LEVEL: 'warn',
    PORTICO_DEV: '1',
  })
  server = await createServer(config)
  await server.app.listen({ port, host: '127.0.0.1' })

  // One transfer to account 0 after the index's start: listed at once, above the older ones.
  const hash = await createWalletClient({
    account: sender,
    chain: devnet,
    transport: http(),
  }).sendTransaction({ to: account.address, value: parseEther('0.0123') })
  await client.waitForTransactionReceipt({ hash })
  // Both servers have it (the sender's history, so account 0's backfill is not started yet).
  await waitForHistory(appUrl, chain, sender.address, [hash])
  const truth = await waitForHistory(stack.appUrl, chain, account.address, [hash])
  expect(truth.length).toBeGreaterThan(1)

  await connectWallet(page, wallet, appUrl)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Activity' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible()
  await page.getByLabel('Network', { exact: true }).selectOption({ label: chain.name })
  const list = page.getByRole('region', { name: `Transactions on ${chain.name}` })
  const rows = list.getByRole('listitem')
  const older = list.getByRole('status').filter({ hasText: 'Loading older activity…' })
  // While the backfill runs: the newer transfer alone, and the status.
  await expect(older).toBeVisible()
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('+0.012 ETH')

  // From now on, the fewest rows the list ever shows (a blank list between the two reads is 0).
  await list.evaluate((region) => {
    const count = () => region.querySelectorAll('li').length
    const seen = window as unknown as { fewestRows: number }
    seen.fewestRows = count()
    new MutationObserver(() => {
      seen.fewestRows = Math.min(seen.fewestRows, count())
    }).observe(region, { childList: true, subtree: true })
  })
  await expect(older).toHaveCount(0, { timeout: 20_000 })
  await expect(rows).toHaveCount(truth.length)
  expect(await page.evaluate(() => (window as unknown as { fewestRows: number }).fewestRows)).toBe(
    1,
  )

  // Once each, in the server's order: the rows' times are the truth's, newest first, and the
  // backfilled history is the one indexed from block 0.
  const times = await list
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')))
  expect(times).toEqual(truth.map((item) => item.metadata.minedAt))
  const backfilled = await readHistory(appUrl, chain, account.address)
  expect(backfilled.map((item) => item.id)).toEqual(truth.map((item) => item.id))
})
