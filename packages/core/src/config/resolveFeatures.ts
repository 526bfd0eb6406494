import type { SocialLoginId } from '../embedded/types'

/** Every social login the kit can show, in SPEC §1's order (Farcaster signs in with a QR code and a link). */
export const SOCIAL_PROVIDERS: readonly SocialLoginId[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
]

/** The kit's features (SPEC §1), each resolved to its value. */
export type Features = {
  /** Account's `Send`. Default on. */
  send: boolean
  /** Account's `Receive`. Default on. */
  receive: boolean
  /** Account's `Swap`. Default on. */
  swaps: boolean
  /** Account's `Buy` (on-ramp). Default on. */
  onramp: boolean
  /** Account's `Activity` tab (transaction history). Default on. */
  history: boolean
  /** Connect's email field (with an embedded wallet). Default on. */
  email: boolean
  /** The social logins Connect may show (those the server also offers), in this order; `[]` for none. Default all. */
  socials: readonly SocialLoginId[]
  /** Connect's `All Wallets` row and view. Default on. */
  allWallets: boolean
  /** Tracked events to the app's own server, when the project turned analytics on. Default on. */
  analytics: boolean
  /** Terms and privacy to accept before connecting. Default off. */
  legalCheckbox: boolean
  /** Connect shows email and social logins and one `Continue with a wallet` row. Default off. */
  collapseWallets: boolean
  /** Account's `Choose a name` (Portico's name service). Default off; on when the app sets a `nameZone`. */
  names: boolean
}

/** The `features` option: any of {@link Features}; `socials: false` is the same as `[]`. */
export type FeaturesOption = Partial<Omit<Features, 'socials'>> & {
  socials?: readonly SocialLoginId[] | false | undefined
}

/** SPEC §1's defaults: everything on but the legal checkbox, collapsed wallets and Portico names. */
export const DEFAULT_FEATURES: Features = {
  send: true,
  receive: true,
  swaps: true,
  onramp: true,
  history: true,
  email: true,
  socials: SOCIAL_PROVIDERS,
  allWallets: true,
  analytics: true,
  legalCheckbox: false,
  collapseWallets: false,
  names: false,
}

/**
 * The features an app asked for over SPEC §1's defaults; an unknown social provider is dropped.
 *
 * @example
 * resolveFeatures({ swaps: false }).swaps // false
 * resolveFeatures().legalCheckbox // false
 */
export function resolveFeatures(features: FeaturesOption = {}): Features {
  const { socials, ...rest } = features
  const picked = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined))
  return {
    ...DEFAULT_FEATURES,
    ...picked,
    socials: Array.isArray(socials)
      ? socials.filter((p) => SOCIAL_PROVIDERS.includes(p))
      : socials === false
        ? []
        : DEFAULT_FEATURES.socials,
  }
}
