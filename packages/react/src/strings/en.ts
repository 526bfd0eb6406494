// Every user-visible string of @portico/react, in English. Another locale is another file of the
// same shape (`Strings`). Keep the accessible names in step with the e2e contract.

import { activityEn } from './activityEn'
import { buyEn } from './buyEn'
import { sendEn } from './sendEn'
import { swapEn } from './swapEn'
import { walletConnectEn } from './walletConnectEn'

export const en = {
  connectWallet: 'Connect Wallet',
  close: 'Close',
  back: 'Back',
  recent: 'Recent',
  installed: 'Installed',
  allWallets: 'All Wallets',
  noWallets: 'No wallet found in this browser. Install a wallet extension, then reload the page.',
  searchWallet: 'Search wallet',
  walletNetworks: 'Networks',
  allNetworks: 'All networks',
  loadMore: 'Load more',
  loadingWallets: 'Loading wallets…',
  noWalletsFound: 'No wallet matches this search.',
  walletsUnavailable: 'The wallet directory is unavailable right now.',
  walletLinksIntro: (wallet: string) => `${wallet} is not installed in this browser. Open it:`,
  openMobile: 'Open the mobile app',
  openDesktop: 'Open the desktop app',
  openWebApp: 'Open the web app',
  walletConnectLater:
    'This app has not set up WalletConnect: connect with a wallet installed in this browser.',
  backToList: 'Back to the list',
  namespaceNames: {
    eip155: 'EVM',
    solana: 'Solana',
    bip122: 'Bitcoin',
    polkadot: 'Polkadot',
  } as Record<string, string>,
  tokens: 'Tokens',
  totalBalance: 'Total',
  refresh: 'Refresh',
  tokensLoading: 'Loading tokens…',
  noTokens: 'No tokens on this network.',
  tokensUnavailable: 'Token Balance Unavailable',
  connecting: 'Connecting',
  continueIn: (wallet: string) => `Continue in ${wallet}`,
  connectingHint: 'Accept the connection request in the wallet.',
  tryAgain: 'Try again',
  account: 'Account',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Copy failed',
  network: 'Network',
  disconnect: 'Disconnect',
  balanceLoading: 'Loading balance…',
  balanceUnavailable: 'Balance unavailable',
  switchNetwork: 'Switch Network',
  unsupportedChain:
    "This app doesn't support your current network. Switch to an available option to continue.",
  connectionDeclined: 'Connection declined',
  unknownError: 'Unknown error',
  /** Toast texts of Portico's errors, by error name (SPEC §8 texts in English). */
  errors: {
    BalanceUnavailableError: 'Token Balance Unavailable',
    ConnectionDeclinedError: 'Connection declined',
    DisconnectError: 'Failed to disconnect',
    NetworkNotFoundError: 'Network not found',
    WalletNotFoundError: 'Wallet not found',
  } as Record<string, string>,
  /** Toast texts when an error has no text of its own, by what failed. */
  actionFailed: {
    connect: 'Unknown error',
    disconnect: 'Failed to disconnect',
    switchNetwork: 'Network switch declined',
    balance: 'Token Balance Unavailable',
  },
  /** Title and text of a SPEC view whose feature this version does not have. */
  viewUnavailableTitle: 'Not available',
  viewUnavailable: 'This is not available in this version of Portico.',
  unknownNetwork: 'Unknown network',
  signIn: 'Sign In',
  sign: 'Sign',
  cancel: 'Cancel',
  signInIntro: (domain: string) =>
    `${domain} asks you to sign a message with your wallet, to prove that this address is yours.`,
  signInHint: 'Signing is free: it sends no transaction and costs no gas.',
  signInWaiting: 'Waiting for your signature in the wallet…',
  qrLoading: 'Loading QR code…',
  send: sendEn,
  swap: swapEn,
  buy: buyEn,
  activity: activityEn,
  walletConnect: walletConnectEn,
} as const

/** The shape every locale's catalogue has. */
export type Strings = typeof en
