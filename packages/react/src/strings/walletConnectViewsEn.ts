// The WalletConnect views' strings (English) but the title (`walletConnectEn.ts`): provided by
// their chunk (`views/WalletConnectPairingState`, which both views share).

export const walletConnectViewsEn = {
  qrLabel: 'WalletConnect QR code',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  preparing: 'Preparing the connection…',
  scan: 'Scan this code with a WalletConnect wallet on your phone.',
  scanFor: (wallet: string) => `Scan this code with ${wallet} on your phone, or open it.`,
  open: (wallet: string) => `Open ${wallet}`,
  failed: 'The connection could not be made.',
  tryAgain: 'Try again',
  waiting: 'Waiting for the wallet to approve…',
  mobileWallets: 'Mobile wallets',
  /** Which wallets can pair, by the relay the app uses (`AdapterConnector.relay`). */
  selfHostedRelay:
    "This app pairs through its own relay: only wallets set up for it can connect, such as the Portico test wallet. Wallets from app stores pair through WalletConnect's public relay.",
  publicRelay: "Pairs through WalletConnect's public relay: any WalletConnect wallet can connect.",
} as const
