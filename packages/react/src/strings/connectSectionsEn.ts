// The strings sections of the Connect view and what it leads to (the email and social logins,
// WalletConnect): provided by the modal's chunk, preloaded when the page is idle.
import { emailEn } from './emailEn'
import { modalEn } from './modalEn'
import { socialEn } from './socialEn'
import { walletConnectEn } from './walletConnectEn'

export const connectSectionsEn = {
  walletConnect: walletConnectEn,
  modal: modalEn,
  email: emailEn,
  social: socialEn,
} as const
