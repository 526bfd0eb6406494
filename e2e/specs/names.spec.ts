import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { shortenAddress } from '@portico/core'
import { createNameRegistration } from '@portico/core/internal'
import { devnetMnemonic } from '@portico/devnet/chains'
import { buildWallet } from '@portico/test-wallet'
import { type Address, createPublicClient, type Hash, http, parseEther } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { repoRoot } from '../../scripts/stack'
import { readE2eStack } from '../e2eStack'
import { test as base, connectWallet, expect } from '../fixtures'

// Names end to end: the test wallet (built for accounts of its own, 6 and 7, so a name it
// registers shows on no other spec's button) registers a name in the modal, sees it on the button and in Account,
// sends to another account by that account's name, and is refused a taken name with the reason.
const walletAccount = mnemonicToAccount(devnetMnemonic, { addressIndex: 6 })
const refusedAccount = mnemonicToAccount(devnetMnemonic, { addressIndex: 7 })
const receiver = mnemonicToAccount(devnetMnemonic, { addressIndex: 9 })
const other = mnemonicToAccount(devnetMnemonic, { addressIndex: 10 })

const built = new Map<number, Promise<string>>()
/** The test wallet built for one account (once per worker; esbuild, about a second). */
function buildNamesWallet(accountIndex: number) {
  const stack = readE2eStack()
  let outDir = built.get(accountIndex)
  if (!outDir) {
    outDir = buildWallet({
      outDir: join(repoRoot, `.portico/e2e/test-wallet-account-${accountIndex}`),
      rpcUrls: Object.fromEntries(stack.chains.map((chain) => [chain.id, chain.rpcUrl])),
      solanaRpcUrls: { [stack.solana.caipNetworkId]: stack.solana.rpcUrl },
      testControls: true,
      accountIndex,
    }).then((result) => result.outDir)
    built.set(accountIndex, outDir)
  }
  return outDir
}

/** The spec's `test` with the wallet of one account. */
const testWith = (accountIndex: number) =>
  base.extend({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their deps by pattern
    stack: async ({}, use) => {
      await use({ ...readE2eStack(), walletDir: await buildNamesWallet(accountIndex) })
    },
  })
const test = testWith(6)
const testRefused = testWith(7)

const label = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 8)}`

/** Registers `name` for `account` through the server's routes, as any client could. */
async function registerByApi(
  appUrl: string,
  account: Pick<typeof receiver, 'address' | 'signTypedData'>,
  name: string,
): Promise<void> {
  const answer = await fetch(new URL('/v1/profile/nonce?projectId=portico-local', appUrl))
  const { typedData, message } = createNameRegistration({
    name,
    zone: 'portico.id',
    projectId: 'portico-local',
    chainId: 31337,
    owner: account.address,
    nonce: ((await answer.json()) as { nonce: string }).nonce,
  })
  const response = await fetch(new URL('/v1/profile/account', appUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: 60,
      address: account.address,
      message,
      signature: await account.signTypedData(typedData),
      projectId: 'portico-local',
    }),
  })
  expect(response.status).toBe(200)
}

async function openRegister(page: Page, address: string) {
  await page.getByRole('button', { name: shortenAddress(address) }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Choose a name' })
    .click()
  return page.getByRole('dialog', { name: 'Choose a name' })
}

test('names: register in the modal, shown on the button and in Account, send to a name', async ({
  page,
  wallet,
  stack,
}) => {
  const mine = label('mine')
  const name = `${mine}.portico.id`
  const theirs = `${label('recv')}.portico.id`
  await registerByApi(stack.appUrl, receiver, theirs)
  await connectWallet(page, wallet, stack.appUrl)
  const form = await openRegister(page, walletAccount.address)

  // SPEC §5 as typed, then availability after the pause.
  const field = form.getByLabel('Name', { exact: true })
  await field.fill('ab')
  await expect(form.getByText('At least 4 characters')).toBeVisible()
  await field.fill('ab_c')
  await expect(form.getByText('Use letters, digits and hyphens only')).toBeVisible()
  await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled()
  await field.fill(mine)
  await expect(form.getByText(`${name} is available`)).toBeVisible()
  await form.getByRole('button', { name: 'Register' }).click()

  // The wallet signs the registration (EIP-712: zone, project, chain, server nonce); the success
  // view follows.
  const popup = await wallet.panel()
  await expect(popup).toContainText(`"name": "${name}"`)
  await expect(popup).toContainText('"project": "portico-local"')
  await wallet.approve()
  const success = page.getByRole('dialog', { name: 'Name registered' })
  await expect(success.getByRole('status')).toHaveText(`${name} is yours`)
  await success.getByRole('button', { name: 'Done' }).click()

  // The name shows wherever the address did.
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(name, { exact: true })).toBeVisible()
  await expect(account.getByText(shortenAddress(walletAccount.address))).toBeVisible()
  await account.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('button', { name })).toBeVisible()
  // …and after a reload.
  await page.reload()
  await expect(page.getByRole('button', { name })).toBeVisible()

  // Any ENS client resolves it: viem's ENS actions against the devnet, no Portico code.
  const ensChain = stack.chains.find((c) => c.id === 31337)
  if (!ensChain || !stack.ens) throw new Error('ENS is not deployed on chain 31337')
  const ens = createPublicClient({
    chain: {
      id: 31337,
      name: 'Portico Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [ensChain.rpcUrl] } },
      contracts: { ensUniversalResolver: { address: stack.ens.universalResolver as Address } },
    },
    transport: http(ensChain.rpcUrl),
  })
  expect(await ens.getEnsAddress({ name })).toBe(walletAccount.address)
  expect(await ens.getEnsName({ address: walletAccount.address })).toBe(name)

  // Send to another account by its name: exact balance changes on the chain.
  const chain = stack.chains.find((c) => c.id === 31337)
  if (!chain) throw new Error('chain 31337 is not running')
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  await page.getByRole('button', { name }).click()
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Send', exact: true })
    .click()
  const send = page.getByRole('dialog', { name: 'Send' })
  // After a reload the list may show pUSD before the native balance is read: pick ETH.
  await expect(send.getByLabel('Token').locator('option[value="native"]')).toHaveCount(1)
  await send.getByLabel('Token').selectOption('native')
  await expect(send.getByLabel('Token')).toHaveValue('native')

  // An unknown name: a clear error, no wallet prompt.
  await send.getByLabel('Amount').fill('0.25')
  await send.getByLabel('Receiver address').fill(`nobody-${mine}.portico.id`)
  await send.getByRole('button', { name: 'Preview' }).click()
  await expect(send.getByRole('alert')).toHaveText(
    `No account has the name nobody-${mine}.portico.id`,
  )
  expect(wallet.openPopups()).toEqual([])

  await send.getByLabel('Receiver address').fill(theirs)
  await expect(send.getByText(`Resolves to ${shortenAddress(receiver.address)}`)).toBeVisible()
  const before = {
    sender: await client.getBalance({ address: walletAccount.address }),
    receiver: await client.getBalance({ address: receiver.address }),
    block: await client.getBlockNumber({ cacheTime: 0 }),
  }
  await send.getByRole('button', { name: 'Preview' }).click()
  const preview = page.getByRole('dialog', { name: 'Review Send' })
  await expect(preview.getByText(`${theirs} (${shortenAddress(receiver.address)})`)).toBeVisible()
  await preview.getByRole('button', { name: 'Send' }).click()
  await wallet.approve()
  await expect(page.getByRole('status').filter({ hasText: /^Sent · 0x/ })).toBeVisible()

  const latest = await client.getBlockNumber({ cacheTime: 0 })
  const hashes: Hash[] = []
  for (let n = before.block + 1n; n <= latest; n++) {
    const block = await client.getBlock({ blockNumber: n, includeTransactions: true })
    for (const tx of block.transactions)
      if (tx.from.toLowerCase() === walletAccount.address.toLowerCase()) hashes.push(tx.hash)
  }
  expect(hashes).toHaveLength(1)
  const receipt = await client.getTransactionReceipt({ hash: hashes[0] as Hash })
  expect(receipt.to?.toLowerCase()).toBe(receiver.address.toLowerCase())
  const fee = receipt.gasUsed * receipt.effectiveGasPrice
  const amount = parseEther('0.25')
  expect((await client.getBalance({ address: receiver.address })) - before.receiver).toBe(amount)
  expect(before.sender - (await client.getBalance({ address: walletAccount.address }))).toBe(
    amount + fee,
  )
})

testRefused(
  'names: a taken name is refused in the form, with the reason and available variants',
  async ({ page, wallet, stack }) => {
    const taken = label('taken')
    await registerByApi(stack.appUrl, other, `${taken}.portico.id`)
    await connectWallet(page, wallet, stack.appUrl)
    const form = await openRegister(page, refusedAccount.address)
    const field = form.getByLabel('Name', { exact: true })

    // Known taken while typing: refused before any signature, with variants to pick.
    await field.fill(taken)
    await expect(form.getByText(`${taken}.portico.id is taken`)).toBeVisible()
    await expect(form.getByRole('button', { name: 'Register' })).toBeDisabled()
    await form.getByRole('button', { name: `${taken}-1.portico.id` }).click()
    await expect(field).toHaveValue(`${taken}-1`)
    await expect(form.getByText(`${taken}-1.portico.id is available`)).toBeVisible()

    // Taken between the check and the signature: the server refuses, the form says why.
    const racer = privateKeyToAccount(generatePrivateKey())
    await registerByApi(stack.appUrl, racer, `${taken}-1.portico.id`)
    await form.getByRole('button', { name: 'Register' }).click()
    await wallet.approve()
    await expect(form.getByRole('alert')).toHaveText(
      `Error registering name ${taken}-1.portico.id: the name is taken`,
    )
    await expect(field).toHaveValue(`${taken}-1`)
    // Nothing registered for this account: its button still shows the address.
    await form.getByRole('button', { name: 'Close' }).click()
    await expect(
      page.getByRole('button', { name: shortenAddress(refusedAccount.address) }),
    ).toBeVisible()
  },
)
