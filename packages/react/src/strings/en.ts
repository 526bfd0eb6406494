// Every user-visible string of @portico/react, in English. Another locale is another file of the
// same shape (`Strings`). Keep the accessible names in step with the e2e contract.

export const en = {
  connectWallet: 'Connect Wallet',
  close: 'Close',
  back: 'Back',
  recent: 'Recent',
  installed: 'Installed',
  allWallets: 'All Wallets',
  noWallets: 'No wallet found in this browser. Install a wallet extension, then reload the page.',
  allWalletsNote:
    'These are the wallets installed in this browser. The full wallet directory comes in a later version.',
  connecting: 'Connecting',
  continueIn: (wallet: string) => `Continue in ${wallet}`,
  connectingHint: 'Accept the connection request in the wallet.',
  tryAgain: 'Try again',
  account: 'Account',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  network: 'Network',
  disconnect: 'Disconnect',
  balanceLoading: 'Loading balance…',
  balanceUnavailable: 'Balance unavailable',
  switchNetwork: 'Switch Network',
  unsupportedChain:
    "This app doesn't support your current network. Switch to an available option to continue.",
  connectionDeclined: 'Connection declined',
  switchDeclined: 'Network switch declined',
  disconnectFailed: 'Failed to disconnect',
  unknownError: 'Unknown error',
  unknownNetwork: 'Unknown network',
} as const

/** The shape every locale's catalogue has. */
export type Strings = typeof en
