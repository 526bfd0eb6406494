import { shortenAddress } from '@portico/core'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'
import { connectWallet, expect, test } from '../fixtures'
import { chooseNetwork, expectNetwork } from '../networkPicker'

const short = shortenAddress(mnemonicToAccount(devnetMnemonic).address)

test('switch network: the network picker asks the wallet and shows the new network', async ({
  page,
  wallet,
  stack,
}) => {
  await connectWallet(page, wallet, stack.appUrl)
  await page.getByRole('button', { name: short }).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expectNetwork(account, 'Portico Devnet')

  await chooseNetwork(account, 'Portico Devnet 2')
  await expect((await wallet.panel()).getByText('Switch network to Portico Devnet 2')).toBeVisible()
  await wallet.approve()
  await expectNetwork(account, 'Portico Devnet 2')
  // The wallet itself is on the new chain.
  const chainId = await page.evaluate(async () => {
    const found = new Promise<string>((resolve) =>
      window.addEventListener('eip6963:announceProvider', (event) => {
        const { info, provider } = (event as CustomEvent).detail
        if (info.rdns === 'dev.portico.testwallet')
          provider.request({ method: 'eth_chainId' }).then(resolve)
      }),
    )
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    return found
  })
  expect(Number(chainId)).toBe(31338)
})
