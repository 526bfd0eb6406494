// MAIN-world content script: the EIP-1193 provider and its EIP-6963 announcement, and the Solana
// Wallet Standard wallet with the same name, icon and rdns. Holds no key.
import { registerWallet } from '@wallet-standard/wallet'
import { buildConfig } from '../buildConfig'
import { announceProvider } from './announceProvider'
import { createInpageProvider } from './createInpageProvider'
import { createSolanaWallet } from './createSolanaWallet'
import { randomUuid, walletInfo } from './walletInfo'

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
