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
} as const
