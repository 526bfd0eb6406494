// The Account view of an address with an ENS name: the devnet registers `devnet.eth` for account
// 17 of its mnemonic, with an avatar record (a data: URL: nothing leaves the machine) and its
// reverse records (Ethereum's, and ENSIP-19's default one, its name on chain 31338). The test wallet is built here for that account (the suite's build is account
// 0), from the suite's own build config, and loaded in place of the suite's.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { shortenAddress } from '@portico/core'
import { devnetEnsName } from '@portico/devnet'
import { devnetMnemonic } from '@portico/devnet/chains'
import { buildConfigFile, buildWallet, type WalletConfig } from '@portico/test-wallet'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test as suite } from '../fixtures'
import { chooseNetwork, expectNetwork } from '../networkPicker'

const test = suite.extend({
  stack: async ({ stack }, use) => {
    const built = JSON.parse(
      await readFile(join(stack.walletDir, buildConfigFile), 'utf8'),
    ) as WalletConfig
    const outDir = await mkdtemp(join(tmpdir(), 'portico-e2e-wallet-17-'))
    await buildWallet({
      outDir,
      rpcUrls: Object.fromEntries(built.chains.map((chain) => [chain.id, chain.rpcUrl])),
      solanaRpcUrls: Object.fromEntries(
        built.solanaChains.map((chain) => [chain.id, chain.rpcUrl]),
      ),
      testControls: built.testControls,
      relayUrl: built.relayUrl,
      accountIndex: devnetEnsName.accountIndex,
    })
    try {
      await use({ ...stack, walletDir: outDir })
    } finally {
      await rm(outDir, { recursive: true, force: true })
    }
  },
})

const owner = mnemonicToAccount(devnetMnemonic, {
  addressIndex: devnetEnsName.accountIndex,
}).address

test('account view: the ENS name and its avatar; no explorer link on a network without one', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl)
  // The button shows the primary name (the server's identity route read the devnet's ENS).
  const button = page.getByRole('button', { name: devnetEnsName.name })
  await expect(button).toBeVisible()
  await button.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByText(devnetEnsName.name, { exact: true })).toBeVisible()
  await expect(account.getByText(shortenAddress(owner), { exact: true })).toBeVisible()
  // The avatar record, drawn as it is (decorative: the name beside it is what is read).
  const avatar = account.locator('img.portico-avatar')
  await expect(avatar).toHaveAttribute('src', devnetEnsName.avatar)
  await expect(avatar).toHaveAttribute('alt', '')
  expect(await avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  // The devnet's networks have no block explorer: no `View on …` link.
  await expect(account.getByRole('link', { name: /^View on / })).toHaveCount(0)
  await expect(account.getByRole('button', { name: 'Copy address' })).toBeVisible()

  // On another chain the name is that chain's (ENSIP-19): asked again with the chain, here the
  // default name (no name of its own on 31338).
  const asked = page.waitForRequest(
    (request) =>
      request.url().includes('/v1/identity/') &&
      new URL(request.url()).searchParams.get('chainId') === 'eip155:31338',
  )
  await chooseNetwork(account, 'Portico Devnet 2')
  await wallet.approve()
  await expectNetwork(account, 'Portico Devnet 2')
  await asked
  await expect(account.getByText(devnetEnsName.name, { exact: true })).toBeVisible()
})
