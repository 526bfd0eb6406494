import { shortenAddress } from '@portico/core'
import { devnetTokenAbi, getDevnetContracts } from '@portico/devnet'
import { devnetMnemonic } from '@portico/devnet/chains'
import { getSoladyAccountSalt } from '@portico/embedded-wallet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { previewAndSend } from '../accountFlows'
import { connectedAddress, emailLogin, frameApproval } from '../emailLogin'
import { expect, test } from '../fixtures'

// The embedded wallet's smart account in the web app, against the e2e stack's real bundler
// (alto) on chain 31337: the counterfactual address is the connected one, sign-in is ERC-6492,
// the first send (approved in the frame) deploys it, and the owner EOA is a switch away.
const receiver = mnemonicToAccount(devnetMnemonic, { addressIndex: 4 }).address
const { pUSD, soladyAccountFactory } = getDevnetContracts()

test('email login → the counterfactual smart account → sign in (ERC-6492) → send pUSD (deploys it) → Activity → switch to the owner EOA → reload keeps it', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000)
  const chain = stack.chains.find((c) => c.id === 31337)
  const devnet = createPublicClient({ transport: http(chain?.rpcUrl) })
  const balanceOf = (owner: Address) =>
    devnet.readContract({
      address: pUSD,
      abi: devnetTokenAbi,
      functionName: 'balanceOf',
      args: [owner],
    })

  const email = `smart-${Date.now()}@example.com`
  await page.goto(stack.appUrl)
  await emailLogin(page, stack.mailInboxUrl, email)

  // Sign-in: the smart account has no code yet, so only an ERC-6492 signature can pass.
  const signIn = page.getByRole('dialog', { name: 'Sign In' })
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  const approval = frameApproval(page)
  await expect(approval).toContainText('Sign a message')
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Signed in with your wallet.')).toBeVisible()
  const smart = await connectedAddress(page)
  expect(await devnet.getCode({ address: smart })).toBeUndefined()
  // No paymaster on the devnet: the account pays its own gas. Fund it (ETH and pUSD).
  const funder = privateKeyToAccount(generatePrivateKey())
  await devnet.request({
    method: 'anvil_setBalance' as never,
    params: [funder.address, numberToHex(parseEther('1'))] as never,
  })
  await devnet.request({
    method: 'anvil_setBalance' as never,
    params: [smart, numberToHex(parseEther('1'))] as never,
  })
  const wallet = createWalletClient({ account: funder, transport: http(chain?.rpcUrl) })
  await devnet.waitForTransactionReceipt({
    hash: await wallet.writeContract({
      chain: null,
      address: pUSD,
      abi: devnetTokenAbi,
      functionName: 'mint',
      args: [smart, 50_000_000n],
    }),
  })

  // The kit read the balance at connect: a reload reads the funded one (the session stays).
  await page.reload()
  await expect(page.getByText('Signed in with your wallet.')).toBeVisible()
  const header = page.getByRole('button', { name: shortenAddress(smart) })
  await header.click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText('Account type: Smart account')
  // No code on the chain yet (SPEC §3 smartAccountDeployed).
  await expect(account).toContainText('Smart account not deployed yet')
  await expect(account).toContainText('1.000 ETH')
  // The dashboard read the account's tokens before the funding, and the server keeps a balance
  // answer 30 s (SPEC §9): Refresh asks past it, as a person would.
  await account.getByRole('button', { name: 'Refresh' }).click()
  await expect(account.getByRole('list', { name: 'Tokens' })).toContainText('pUSD')

  // Send pUSD: approved in the frame, sent as a UserOperation that also deploys the account.
  const before = await balanceOf(receiver)
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByLabel('Token').locator('option', { hasText: 'pUSD' })).toHaveCount(1, {
    timeout: 30_000,
  })
  await send.getByLabel('Token').selectOption({ label: 'pUSD' })
  await previewAndSend(page, { amount: '12.5', receiver })
  await expect(approval).toContainText('Send a transaction')
  await expect(approval).toContainText('12.5 pUSD')
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Sent · 0x/ })).toBeVisible()
  expect((await balanceOf(receiver)) - before).toBe(12_500_000n)
  expect(await balanceOf(smart)).toBe(37_500_000n)
  expect((await devnet.getCode({ address: smart }))?.length).toBeGreaterThan(2)
  // The deployed account's owner is the embedded key, and the factory's address for it is this one.
  const owner = (await devnet.readContract({
    address: smart,
    abi: [
      {
        type: 'function',
        name: 'owner',
        stateMutability: 'view',
        inputs: [],
        outputs: [{ type: 'address' }],
      },
    ] as const,
    functionName: 'owner',
  })) as Address
  // Solady's ERC4337Factory: the salt is the owner's address in its upper 160 bits.
  const factoryOf = await devnet.readContract({
    address: soladyAccountFactory,
    abi: [
      {
        type: 'function',
        name: 'getAddress',
        stateMutability: 'view',
        inputs: [{ type: 'bytes32' }],
        outputs: [{ type: 'address' }],
      },
    ] as const,
    functionName: 'getAddress',
    args: [getSoladyAccountSalt({ owner })],
  })
  expect(factoryOf).toBe(smart)

  // Back on Account: the send deployed it, and Account says so.
  await expect(account).toBeVisible()
  await expect(account).toContainText('Smart account deployed')
  await expect(account).not.toContainText('not deployed')
  // Activity shows the transfer from the smart account.
  await account.getByRole('tab', { name: 'Activity' }).click()
  await expect(
    account
      .getByRole('tabpanel', { name: 'Activity' })
      .getByRole('listitem')
      .filter({ hasText: '-12.500 pUSD' })
      .first(),
  ).toContainText('Sent', { timeout: 30_000 })

  // Switch to the owner EOA: the connected address changes without a new connection; the new
  // account signs in again (a session is per address).
  await account.getByRole('button', { name: 'Switch to owner account (EOA)' }).click()
  await expect(page.getByRole('button', { name: shortenAddress(smart) })).toHaveCount(0)
  await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
  await approval.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Signed in with your wallet.')).toBeVisible()
  await page.getByRole('button', { name: shortenAddress(owner) }).click()
  await expect(account).toContainText('Account type: Owner account (EOA)')
  await expect(account).not.toContainText('deployed') // an EOA has no code to deploy

  // A reload keeps the choice (the frame remembers it).
  await page.reload()
  await expect(page.getByText('Signed in with your wallet.')).toBeVisible()
  await page.getByRole('button', { name: shortenAddress(owner) }).click()
  await expect(account).toContainText('Account type: Owner account (EOA)')
  await expect(account.getByRole('button', { name: 'Switch to smart account' })).toBeVisible()
})
