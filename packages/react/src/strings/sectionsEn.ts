// The strings sections of views, in English: they load with the modal's chunks, not the first
// load (`createStrings` reads them once `provideStringSections` has them): the Connect view's with
// the modal (`connectSectionsEn`), a connected account's with its views (`accountSectionsEn`); the
// email, social and WalletConnect sections in parts (a file each), each with the views that read
// it. A new view's strings: a file `xEn.ts` exporting `xEn`, a line here and in the chunk that
// provides it, and a line in `createStrings.ts`'s `sectionKeys`.

import { emailAccountEn, socialAccountEn } from './accountLoginEn'
import { accountSectionsEn } from './accountSectionsEn'
import { emailConnectEn } from './emailEn'
import { emailCodeEn, socialLoginEn } from './emailViewsEn'
import { farcasterEn } from './farcasterEn'
import { modalEn } from './modalEn'
import { socialConnectEn } from './socialEn'
import { walletConnectTitleEn } from './walletConnectEn'
import { walletConnectViewsEn } from './walletConnectViewsEn'

/** The whole email section (its parts load with different chunks). */
export const emailEn = { ...emailConnectEn, ...emailCodeEn, ...emailAccountEn } as const
/** The whole social section. */
export const socialEn = {
  ...socialConnectEn,
  ...socialLoginEn,
  ...socialAccountEn,
  farcaster: { ...socialConnectEn.farcaster, ...farcasterEn },
} as const
/** The whole WalletConnect section. */
export const walletConnectEn = { ...walletConnectTitleEn, ...walletConnectViewsEn } as const

export const sectionsEn = {
  walletConnect: walletConnectEn,
  modal: modalEn,
  email: emailEn,
  social: socialEn,
  ...accountSectionsEn,
} as const

/** The sections of every locale's catalogue. */
export type StringSections = typeof sectionsEn
