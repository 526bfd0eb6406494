/**
 * The modal's views (SPEC §2) and the data each one needs. Pushing a view is type-checked against
 * this map: `push('ConnectingExternal', { connectorId, name })`, `push('Account')`.
 */
export type ViewData = {
  Connect: undefined
  Account: undefined
  ConnectingExternal: { connectorId: string; name: string }
  UnsupportedChain: undefined
  SIWXSignMessage: undefined
  ApproveTransaction: undefined
  AllWallets: undefined
  /** A directory wallet (its id, name and mobile link), or none: WalletConnect itself. */
  ConnectingWalletConnect: {
    walletId?: string
    name?: string
    mobileLink?: string
    /** The directory wallet's image (the Portico server's URL), shown in the middle of the QR code. */
    imageUrl?: string
  }
  ConnectingWalletConnectBasic: undefined
  ConnectingSiwe: undefined
  ConnectingFarcaster: undefined
  RegisterAccountName: undefined
  RegisterAccountNameSuccess: { name: string }
  Send: undefined
  SendPreview: undefined
  Receive: undefined
  /** Portico's Swap view (issue 15): the account's network must have swaps on the server. */
  Swap: undefined
  /** Email login: the 6-digit login code mailed to the address (SPEC §4 VERIFY_OTP). */
  EmailVerifyOtp: undefined
  /** Email login on a new browser: the approval code mailed first (SPEC §4 VERIFY_DEVICE). */
  EmailVerifyDevice: undefined
  /** Changing the embedded wallet's email (SPEC §4 email update): the new address. */
  UpdateEmailWallet: undefined
  /** Email change: the code mailed to the current address (VERIFY_PRIMARY_OTP). */
  UpdateEmailPrimaryOtp: undefined
  /** Email change: the code mailed to the new address (VERIFY_SECONDARY_OTP). */
  UpdateEmailSecondaryOtp: undefined
  /** Social login (SPEC §2 social connecting view): the popup is open, or the page is leaving for the provider. */
  ConnectingSocial: { provider: string }
  /** Portico's Buy view (issue 15): hidden in the restricted time zones (SPEC §1). */
  Buy: undefined
}

/** A view name. */
export type View = keyof ViewData

/** A view that needs no data. */
export type ViewWithoutData = {
  [view in View]: ViewData[view] extends undefined ? view : never
}[View]

/** One entry of the history: a view and its data. */
export type RouteEntry = { [view in View]: { view: view; data: ViewData[view] } }[View]

/** The arguments of `push`/`replace`/`reset`/`open`: the view, then its data when it has any. */
export type ViewArguments = {
  [view in View]: ViewData[view] extends undefined
    ? [view: view, data?: undefined]
    : [view: view, data: ViewData[view]]
}[View]
