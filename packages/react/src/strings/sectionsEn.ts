// The strings sections of views, in English: they load with the modal's chunk, not the first load
// (`createStrings` reads them once `provideStringSections` has them). A new view's strings: a file
// `xEn.ts` exporting `xEn`, a line here, and a line in `createStrings.ts`'s `sectionKeys`.

import { activityEn } from './activityEn'
import { buyEn } from './buyEn'
import { emailEn } from './emailEn'
import { modalEn } from './modalEn'
import { namesEn } from './namesEn'
import { pickerEn } from './pickerEn'
import { sendEn } from './sendEn'
import { socialEn } from './socialEn'
import { swapEn } from './swapEn'
import { walletConnectEn } from './walletConnectEn'

export const sectionsEn = {
  send: sendEn,
  swap: swapEn,
  activity: activityEn,
  walletConnect: walletConnectEn,
  modal: modalEn,
  email: emailEn,
  social: socialEn,
  names: namesEn,
  buy: buyEn,
  picker: pickerEn,
} as const

/** The sections of every locale's catalogue. */
export type StringSections = typeof sectionsEn
