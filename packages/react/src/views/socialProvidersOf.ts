import type { SocialLoginId } from '@portico/core/internal'
import { featuresOf } from '../config/configOptions'
import type { PorticoConfig } from '../createPorticoConfig'

const known = new WeakMap<PorticoConfig, SocialLoginId[]>()

/** The social logins Connect shows, once read: undefined before {@link loadSocialProviders}. */
export function knownSocialProviders(config: PorticoConfig): SocialLoginId[] | undefined {
  return known.get(config)
}

/**
 * Reads the social logins Connect shows (Farcaster among them when the server has it on): those the server offers (asked once per page, without
 * the frame) that `features.socials` keeps, in its order (the server's when the app set none). None when socials are off or no
 * embedded wallet is configured; a failed read gives none (and is asked again next time).
 *
 * @example
 * const providers = await loadSocialProviders(config) // ['google', 'github']
 */
export async function loadSocialProviders(config: PorticoConfig): Promise<SocialLoginId[]> {
  const wanted = featuresOf(config).socials
  const offered =
    wanted.length === 0 ? [] : ((await config.embeddedWallet?.getSocialProviders()) ?? [])
  // The app's order when it listed them, else the server's.
  const providers = config.options?.features?.socials
    ? wanted.filter((p) => offered.includes(p))
    : offered.filter((p) => wanted.includes(p))
  known.set(config, providers)
  return providers
}
