import type { FeaturesOption } from '@portico/core/internal'

/**
 * Reads the demo switch `?features=legalCheckbox,-history` (SPEC §1's feature names; `-` turns
 * one off) from a query string, as `?siwx=` does for sign-in: nothing (the default) keeps SPEC
 * §1's defaults. The e2e suite shows a feature turned off with it.
 *
 * @example
 * readFeatureSwitches('?features=legalCheckbox,-swaps') // { legalCheckbox: true, swaps: false }
 */
export function readFeatureSwitches(search: string): FeaturesOption {
  const names = new URLSearchParams(search).get('features')?.split(',') ?? []
  return Object.fromEntries(names.map((name) => [name.replace(/^-/, ''), name[0] !== '-']))
}
