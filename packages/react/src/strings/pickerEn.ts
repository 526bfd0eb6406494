// The Account view's pickers (network, account), in English (part of `en` as `en.picker`).

export const pickerEn = {
  /** The network picker's list, and the mark of the current network. */
  networks: 'Networks',
  current: 'Current',
  /** The account switcher (every account of every wallet connected in the namespace). */
  accounts: 'Accounts',
  switchAccount: 'Switch account',
  balanceLoading: 'Loading…',
  /** Several wallets connected in one namespace (SPEC §3 connections). */
  addWallet: 'Add another wallet',
  disconnectWallet: (wallet: string) => `Disconnect ${wallet}`,
} as const
