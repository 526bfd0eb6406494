import { type Features, resolveFeatures } from '../config/resolveFeatures'
import type { FeatureHost } from './types'

const resolved = new WeakMap<object, Features>()

/**
 * The host's features (SPEC §1 defaults under the app's `features`), resolved once, in the
 * chunk that reads them (the first load carries only the app's option). Portico's names are on
 * only where the app names its zone (ENS names need no option).
 *
 * @example
 * if (featuresOf(config).swaps) showSwapButton()
 */
export function featuresOf(host: Pick<FeatureHost, 'options'>): Features {
  let features = resolved.get(host)
  if (!features) {
    // Partial hosts (the views' unit tests) may have no options: SPEC §1's defaults.
    const option = host.options?.features
    const names = option?.names ?? host.options?.nameZone !== undefined
    features = resolveFeatures({ ...option, names })
    resolved.set(host, features)
  }
  return features
}
