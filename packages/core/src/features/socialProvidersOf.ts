import type { SocialLoginId } from '../embedded/types'
import { featuresOf } from './featuresOf'
import type { FeatureHost } from './types'

const known = new WeakMap<object, SocialLoginId[]>()

/** The social logins Connect shows, once read: undefined before {@link loadSocialProviders}. */
export function knownSocialProviders(
  host: Pick<FeatureHost, 'embeddedWallet' | 'options'>,
): SocialLoginId[] | undefined {
  return known.get(host)
}

/**
 * Reads the social logins Connect shows (Farcaster among them when the server has it on): those the server offers (asked once per page, without
 * the frame) that `features.socials` keeps, in its order (the server's when the app set none). None when socials are off or no
 * embedded wallet is configured; a failed read gives none (and is asked again next time).
 *
 * @example
 * const providers = await loadSocialProviders(host) // ['google', 'github']
 */
export async function loadSocialProviders(
  host: Pick<FeatureHost, 'embeddedWallet' | 'options'>,
): Promise<SocialLoginId[]> {
  const wanted = featuresOf(host).socials
  const offered =
    wanted.length === 0 ? [] : ((await host.embeddedWallet?.getSocialProviders()) ?? [])
  // The app's order when it listed them, else the server's.
  const providers = host.options?.features?.socials
    ? wanted.filter((p) => offered.includes(p))
    : offered.filter((p) => wanted.includes(p))
  known.set(host, providers)
  return providers
}
