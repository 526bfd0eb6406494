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

/** The English sections the modal's chunks have provided so far. */
let provided: Partial<StringSections> | undefined

/**
 * Gives {@link createStrings}' catalogues some of the views' English sections (`sectionsEn`):
 * called by the modal's chunk (the Connect view's) and the account views' chunk when they load,
 * so the first load carries none of them.
 *
 * @example
 * provideStringSections(connectSectionsEn)
 */
export function provideStringSections(sections: Partial<StringSections>): void {
  provided = { ...provided, ...sections }
}

/**
 * Whether `section` has been provided (a view may read it): the modal waits for a view's
 * sections before it draws the view.
 *
 * @example
 * if (!hasStringSection('send')) await import('../views/accountViewsChunk')
 */
export function hasStringSection(section: keyof StringSections): boolean {
  return provided?.[section] !== undefined
}

/** Thrown when a view's strings section is read before the modal's chunk provided it. */
export class StringsSectionNotLoadedError extends BaseError {
  override name = 'StringsSectionNotLoadedError'
  constructor(section: string) {
    super('Strings section read before the modal loaded', {
      details: `strings.${section} is provided by a modal's chunk (provideStringSections)`,
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
  sections: () => Partial<StringSections> | undefined = () => provided,
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
        const loaded = sections()?.[key]
        if (!loaded) throw new StringsSectionNotLoadedError(key)
        merged = mergeStrings(loaded, override?.[key])
        return merged
      },
    })
  }
  return strings as Strings
}
