// Every user-visible string of @portico/react, in English. Another locale is another catalogue of
// the same shape (`Strings`), or a partial one (`StringsOverride`) merged over English. The first
// load carries `baseEn` only; the views' sections (`sectionsEn`) load with the modal.

import { baseEn } from './baseEn'
import { sectionsEn } from './sectionsEn'

export const en = { ...baseEn, ...sectionsEn } as const

/** The shape every locale's catalogue has. */
export type Strings = typeof en

/** Texts, not their English literal types: what another locale may put in each place. */
type Override<value> = value extends string
  ? string
  : value extends (...args: never[]) => unknown
    ? value
    : { [key in keyof value]?: Override<value[key]> | undefined }

/**
 * The `strings` option: any part of the catalogue, merged over English (nested objects key by
 * key, so `{ send: { max: 'Tout' } }` changes one text). A whole catalogue is one too.
 */
export type StringsOverride = Override<Strings>
