// The modal's own strings beyond the first load's, in English (part of `en` as `en.modal`).

export const modalEn = {
  /** While a view's code loads (views rarely shown first are their own chunks), and if it fails. */
  viewLoading: 'Loading…',
  viewLoadFailed: 'This view could not be loaded. Check the connection.',
  /** The legal checkbox (`features.legalCheckbox`): `{terms}` and `{privacy}` become the links. */
  legalAccept: 'I agree to the {terms} and {privacy}',
  legalTerms: 'Terms of Service',
  legalPrivacy: 'Privacy Policy',
  /** Collapsed wallets (`features.collapseWallets`): the one row that shows the wallets. */
  continueWithWallet: 'Continue with a wallet',
  /** A method the RPC gateway or the wallet frame refused (SPEC §6, §8: the UI's text). */
  actionNotAllowed: 'Action not allowed',
  /** Connect's list of the server's recommended wallets (not installed here). */
  recommendedWallets: 'Recommended wallets',
  /** UnsupportedChain and SIWXSignMessage (views of the modal's chunk). */
  unsupportedChain:
    "This app doesn't support your current network. Switch to an available option to continue.",
  signInIntro: (domain: string) =>
    `${domain} asks you to sign a message with your wallet, to prove that this address is yours.`,
  signInHint: 'Signing is free: it sends no transaction and costs no gas.',
  signInWaiting: 'Waiting for your signature in the wallet…',
} as const
