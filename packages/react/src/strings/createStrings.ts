import { BaseError } from '@portico/core'
import { baseEn } from './baseEn'
import type { Strings, StringsOverride } from './en'
import { mergeStrings } from './mergeStrings'
import type { StringSections } from './sectionsEn'

/**
 * The views' sections, by name: each one is read from what the modal's chunk provides. The type
 * makes a new section in `sectionsEn.ts` a compile error until it is listed here too.
 */
const sectionKeys: Record<keyof StringSections, true> = {
  send: true,
  swap: true,
  activity: true,
  walletConnect: true,
  modal: true,
  picker: true,
  email: true,
  social: true,
  names: true,
  buy: true,
}

/** The English sections, once the modal's chunk has provided them. */
let provided: StringSections | undefined

/**
 * Gives {@link createStrings}' catalogues the views' English sections (`sectionsEn`): called by
 * the modal's chunk when it loads, so the first load carries none of them.
 *
 * @example
 * provideStringSections(sectionsEn)
 */
export function provideStringSections(sections: StringSections): void {
  provided = sections
}

/** Thrown when a view's strings section is read before the modal's chunk provided it. */
export class StringsSectionNotLoadedError extends BaseError {
  override name = 'StringsSectionNotLoadedError'
  constructor(section: string) {
    super('Strings section read before the modal loaded', {
      details: `strings.${section} is provided by the modal's chunk (provideStringSections)`,
    })
  }
}

/**
 * The catalogue a config uses: English with `override` merged over it (nested objects key by
 * key). The first load's part (`baseEn`) is merged now; each view section (`strings.send`, …) on
 * first read, over the English section the modal's chunk provides.
 *
 * @throws {StringsSectionNotLoadedError} when a section is read before the modal's chunk loaded.
 * @example
 * const strings = createStrings({ connectWallet: 'Connecter', send: { max: 'Tout' } })
 * strings.connectWallet // 'Connecter'
 * strings.send.max // 'Tout' (once the modal loaded), strings.send.amount // 'Amount'
 */
export function createStrings(
  override?: StringsOverride,
  /** The English sections once loaded (tests give their own). */
  sections: () => StringSections | undefined = () => provided,
): Strings {
  const own = { ...override } as Record<string, unknown>
  for (const key of Object.keys(sectionKeys)) delete own[key]
  const strings = mergeStrings(baseEn, own) as Record<string, unknown>
  for (const key of Object.keys(sectionKeys) as (keyof StringSections)[]) {
    let merged: unknown
    Object.defineProperty(strings, key, {
      enumerable: true,
      get() {
        if (merged) return merged
        const loaded = sections()
        if (!loaded) throw new StringsSectionNotLoadedError(key)
        merged = mergeStrings(loaded[key], override?.[key])
        return merged
      },
    })
  }
  return strings as Strings
}
