// The Account view's pickers (network, account), in English (part of `en` as `en.picker`).

export const pickerEn = {
  /** The network picker's list, and the mark of the current network. */
  networks: 'Networks',
  current: 'Current',
  /** The account switcher (a wallet exposing several accounts). */
  accounts: 'Accounts',
  switchAccount: 'Switch account',
  balanceLoading: 'Loading…',
} as const
