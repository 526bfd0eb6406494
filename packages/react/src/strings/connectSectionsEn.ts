// The strings the modal's chunk provides (preloaded when the page is idle): the modal's own, and
// of the Connect view what its rows and the dialog's header read (the email field, the social
// buttons, WalletConnect's title). The rest of those sections comes with the views that read it:
// the code and social connecting views, Farcaster's, WalletConnect's, and the account views'.
import { emailConnectEn } from './emailEn'
import { modalEn } from './modalEn'
import { socialConnectEn } from './socialEn'
import { walletConnectTitleEn } from './walletConnectEn'

export const connectSectionsEn = {
  walletConnect: walletConnectTitleEn,
  modal: modalEn,
  email: emailConnectEn,
  social: socialConnectEn,
} as const
