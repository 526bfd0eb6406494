import type { DefaultAccountTypes } from '../config/checkDefaultAccountTypes'

// The seam between the kit and an embedded wallet (SPEC §4, §7): what the Connect, OTP and
// device views and the adapters' `AUTH` connectors use. Types only: `@portico/embedded-wallet`
// implements it (its frame client, loaded on demand), so neither the stores nor the adapters
// import the frame client or its protocol code.

/** What the frame answers to an email (SPEC §4): a code was mailed, a new browser must be approved, or the session is live. */
export type EmbeddedWalletAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'

/** A social login provider over OAuth (SPEC §3/§5 socialProvider). */
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord'

/**
 * A login Connect may offer besides email (SPEC §1 default social logins): the OAuth providers
 * and Farcaster (Sign In With Farcaster: a QR code and a link, not a popup).
 */
export type SocialLoginId = SocialProvider | 'farcaster'

/** The embedded-wallet user the frame reports (SPEC §3). */
export type EmbeddedWalletAccount = {
  /** `''` for a social account whose provider did not verify an email. */
  email: string
  /** Set after a social login: the provider (SPEC §3 socialProvider). */
  socialProvider?: string | undefined
  /** Set after a social login when the provider's ID token names the visitor. */
  userName?: string | undefined
  /** The account on the frame's current chain. */
  address: string
  /** CAIP-2 id of the frame's current chain. */
  chainId: string
  /**
   * The accounts of each namespace (EVM and Solana from one seed); on EVM, the smart account
   * (`type: 'smartAccount'`) where the frame's chain has one, and its owner (`type: 'eoa'`).
   */
  accounts?:
    | readonly {
        address: string
        namespace: string
        type?: string | undefined
        /** The key's derivation path in the wallet's seed (SPEC §3 Account path). */
        path?: string | undefined
      }[]
    | undefined
  /** The EVM account type the user chose (SPEC §3); the EOA is used where smart accounts are off. */
  preferredAccountType?: EmbeddedAccountType | undefined
  /** Whether the smart account has code on the frame's chain (it deploys with its first send). */
  smartAccountDeployed?: boolean | undefined
}

/** An EVM account type of the embedded wallet (SPEC §1): the key's own account, or the ERC-4337 account it owns. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

/** The frame, once loaded: the APP_* requests the kit makes (SPEC §7). */
export type EmbeddedWalletFrame = {
  connectEmail(email: string): Promise<{ action: string }>
  connectDevice(code: string): Promise<{ action: string }>
  connectOtp(code: string): Promise<EmbeddedWalletAccount>
  /**
   * Starts a social login (APP_GET_SOCIAL_REDIRECT_URI): the provider's authorization URL. With
   * `returnUrl` (redirect mode) the provider's callback sends the visitor back there.
   */
  getSocialRedirectUri(provider: SocialProvider, returnUrl?: string): Promise<{ uri: string }>
  /**
   * Finishes it (APP_CONNECT_SOCIAL): with the return URL's `completionCode` in redirect mode, or
   * none in popup mode (the callback page posted it to the frame). Rejects with `The sign-in was
   * cancelled` when no code came.
   */
  connectSocial(provider: SocialProvider, completionCode?: string): Promise<EmbeddedWalletAccount>
  /** Starts a Farcaster login (APP_GET_FARCASTER_URI): the sign-in link to show as a QR code and a link. */
  getFarcasterUri?(): Promise<{ url: string }>
  /**
   * Asks once whether the Farcaster login finished (APP_CONNECT_FARCASTER): `{ pending: true }`
   * until the visitor's Farcaster client signed, then the user (the frame holds the session).
   */
  connectFarcaster?(): Promise<{ pending: true } | EmbeddedWalletAccount>
  getUser(): Promise<EmbeddedWalletAccount>
  isConnected(): Promise<boolean>
  switchNetwork(chainId: number | string): Promise<unknown>
  /** Ends the frame session; resolves after the frame confirms or 3 s. */
  signOut(): Promise<void>
  /** A wallet RPC call (on `chainId` when given, else the frame's chain); not-safe methods are approved by the user inside the frame. */
  rpcRequest(method: string, params?: unknown, chainId?: number | string): Promise<unknown>
  /**
   * Chooses the EVM account type (APP_SET_PREFERRED_ACCOUNT, remembered by the frame); resolves
   * with the user on the new account. `smartAccount` on a chain without smart accounts fails with
   * `This application might not support Smart Accounts`.
   */
  setPreferredAccount?(type: EmbeddedAccountType): Promise<EmbeddedWalletAccount>
  /**
   * SPEC §3 Account `type` and `path` of one of the user's EVM addresses, as the frame last
   * described the user (synchronous: the adapter's account reads it); undefined for another.
   */
  accountOf?(address: string): { type: EmbeddedAccountType; path?: string } | undefined
  /** Reloads the frame's login state (APP_RELOAD): a Farcaster or email login in progress is dropped. */
  reload?(): Promise<void>
  /** Sends the app's data again (APP_SYNC_DAPP_DATA: the default account types). */
  syncDappData?(): Promise<void>
  /** Starts an email change (APP_UPDATE_EMAIL): a code goes to the current address. */
  updateEmail?(email: string): Promise<{ action: string }>
  /** The current address's code (APP_UPDATE_EMAIL_PRIMARY_OTP): a code goes to the new one. */
  updateEmailPrimaryOtp?(code: string): Promise<{ action: string }>
  /** The new address's code (APP_UPDATE_EMAIL_SECONDARY_OTP): the account now answers to it. */
  updateEmailSecondaryOtp?(code: string): Promise<{ user: EmbeddedWalletAccount }>
}

/** What the app's origin remembers of an embedded login (SPEC §3 stored preferences): never key material. */
export type EmbeddedWalletSession = {
  email: string
  /** SPEC §3 local storage "social provider" (after a social login). */
  socialProvider?: string | undefined
  /** SPEC §3 stored "social username" (after a social login whose ID token named the visitor). */
  userName?: string | undefined
}

/** A social login in redirect mode, remembered on the app origin while the page is at the provider. */
export type PendingSocialLogin = {
  provider: SocialProvider
  /** The modal view the visitor left (reopened on return). */
  view: string
  /** The page's own fragment when it left (`#…`), put back on return. */
  hash?: string | undefined
}

/** An embedded wallet the app configured: loads its frame on demand and remembers whether a session exists. */
export type EmbeddedWallet = {
  /** Loads the frame client and its iframe (once); resolves when the frame is ready. */
  load(): Promise<EmbeddedWalletFrame>
  /** The session this browser's app origin recorded, if any: a reload restores it (and loads the frame) only then. */
  getSession(): EmbeddedWalletSession | undefined
  setSession(session: EmbeddedWalletSession | undefined): void
  /** When the last code was requested (ms), for the 30 s cooldown across reloads (SPEC §3 "last email login time"). */
  getLastCodeAt(): number | undefined
  setLastCodeAt(time: number | undefined): void
  /** The social logins the server offers (`[]` when it cannot say); asked once, without loading the frame. */
  getSocialProviders(): Promise<SocialLoginId[]>
  /** Social logins in a popup (default) or by sending the whole page to the provider. */
  readonly socialLoginMode?: 'popup' | 'redirect' | undefined
  /** A redirect-mode social login in progress (kept across the trip to the provider). */
  getPendingSocial(): PendingSocialLogin | undefined
  setPendingSocial(pending: PendingSocialLogin | undefined): void
  /**
   * Calls `listener` after the frame's EVM account changed without a new connection (the account
   * type switch): the connector then reads the account again. Returns the unsubscribe.
   */
  onAccountChange?(listener: () => void): () => void
  /**
   * The account type a new user gets per namespace (SPEC §1), sent to the frame when it loads;
   * `createPorticoConfig({ defaultAccountTypes })` sets it. Checked then (`AccountTypeNotSupportedError`).
   */
  defaultAccountTypes?: DefaultAccountTypes | undefined
}
