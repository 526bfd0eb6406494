// MAIN-world content script: the EIP-1193 provider and its EIP-6963 announcement, the Solana
// Wallet Standard wallet with the same name, icon and rdns, and the Bitcoin Wallet Standard wallet
// (its own name, same icon). Holds no key.
import { registerWallet } from '@wallet-standard/wallet'
import { buildConfig } from '../buildConfig'
import { announceProvider } from './announceProvider'
import { createBitcoinWallet } from './createBitcoinWallet'
import { createInpageProvider } from './createInpageProvider'
import { createSolanaWallet } from './createSolanaWallet'
import { bitcoinWalletName, randomUuid, walletInfo } from './walletInfo'

const provider = createInpageProvider({ target: window })
announceProvider({ target: window, info: { ...walletInfo, uuid: randomUuid() }, provider })
provider.request({ method: 'eth_chainId' }).catch(() => {})

registerWallet(
  createSolanaWallet({
    target: window,
    info: walletInfo,
    chains: buildConfig.solanaChains.map((chain) => chain.id),
  }),
)
// Registered once it knows whether this site is connected (its account in `accounts` after a
// reload, where an app restoring its session looks); apps take wallets registered late too.
const bitcoinWallet = createBitcoinWallet({
  target: window,
  info: { name: bitcoinWalletName, icon: walletInfo.icon },
  chains: ['bitcoin:regtest'],
})
bitcoinWallet
  .restore()
  .catch(() => {})
  .finally(() => registerWallet(bitcoinWallet))
