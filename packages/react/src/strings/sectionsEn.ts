// The strings sections of views, in English: they load with the modal's chunks, not the first
// load (`createStrings` reads them once `provideStringSections` has them): the Connect view's with
// the modal (`connectSectionsEn`), a connected account's with its views (`accountSectionsEn`). A
// new view's strings: a file `xEn.ts` exporting `xEn`, a line in one of those two, and a line in
// `createStrings.ts`'s `sectionKeys`.

import { accountSectionsEn } from './accountSectionsEn'
import { connectSectionsEn } from './connectSectionsEn'

export const sectionsEn = { ...connectSectionsEn, ...accountSectionsEn } as const

/** The sections of every locale's catalogue. */
export type StringSections = typeof sectionsEn
