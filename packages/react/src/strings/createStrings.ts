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

/** Some of the views' English sections, or parts of them (a part is merged into its section). */
export type StringSectionParts = { [section in keyof StringSections]?: object }

/** The English sections the modal's chunks have provided so far. */
let provided: StringSectionParts | undefined

/**
 * Gives {@link createStrings}' catalogues some of the views' English sections (`sectionsEn`), or
 * parts of them: called by the modal's chunk (the Connect view's) and the views' chunks when they
 * load, so the first load carries none of them. A part is merged into what its section has so far
 * (the email section: Connect's field with the modal, the code views' texts with their chunk).
 *
 * @example
 * provideStringSections(connectSectionsEn)
 */
export function provideStringSections(sections: StringSectionParts): void {
  const next: Record<string, object> = { ...provided }
  for (const key in sections)
    next[key] = mergeStrings(next[key] ?? {}, sections[key as keyof StringSections])
  provided = next
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
 * first read, over the English section the modal's chunks provide (again once a part arrives).
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
  sections: () => StringSectionParts | undefined = () => provided,
): Strings {
  // A copy (never `baseEn` itself); the sections the override has are replaced by getters below.
  const strings = mergeStrings(baseEn, { ...override }) as Record<string, unknown>
  for (const key of Object.keys(sectionKeys) as (keyof StringSections)[]) {
    let merged: unknown
    let from: object | undefined
    Object.defineProperty(strings, key, {
      enumerable: true,
      get() {
        const loaded: object | undefined = sections()?.[key]
        if (!loaded) throw new StringsSectionNotLoadedError(key)
        // Merged again only when a part of the section arrived since (a chunk's strings).
        if (loaded !== from) {
          from = loaded
          merged = mergeStrings(loaded, override?.[key])
        }
        return merged
      },
    })
  }
  return strings as Strings
}
