// The views a connected account sees (Account, the sign-in prompt, UnsupportedChain) and the
// account name's loader: one chunk, loaded when an account is connected (preloaded when the page
// is idle, or as a wallet is picked), so a first visit's idle preload (the Connect view) carries
// none of it. It has the strings sections of a connected account's views.

import { emailAccountEn, socialAccountEn } from '../strings/accountLoginEn'
import { accountSectionsEn } from '../strings/accountSectionsEn'
import { provideStringSections } from '../strings/createStrings'

export { loadAccountName } from '@portico/core/internal'
export { AccountView } from './AccountView'
export { SIWXSignMessageView } from './SIWXSignMessageView'
export { UnsupportedChainView } from './UnsupportedChainView'

/**
 * Gives the catalogues the account views' strings sections (and Account's parts of the email and
 * social sections): called by whoever loads this chunk (`loadAccountViews`) — a call, not a
 * module side effect, which the bundler may drop.
 */
export function provideAccountStrings(): void {
  provideStringSections({ ...accountSectionsEn, email: emailAccountEn, social: socialAccountEn })
}
