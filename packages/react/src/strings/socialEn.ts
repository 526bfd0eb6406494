// Strings of the social login buttons and the social connecting view (English). Accessible names
// here are part of the e2e contract: group `Log in with`, buttons `Continue with {Provider}`,
// dialog `Log in`, buttons `Cancel` and `Try again`; Farcaster's dialog `Log in with Farcaster`,
// img `Farcaster QR code`, link `Open in Farcaster`, buttons `Copy link` and `Get a new link`.
export const socialEn = {
  /** The providers' names (SPEC §3 socialProvider ids). */
  providers: {
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
    farcaster: 'Farcaster',
  },
  group: 'Log in with',
  continueWith: (provider: string) => `Continue with ${provider}`,
  title: 'Log in',
  popup: 'Continue in the popup…',
  popupHint: (provider: string) =>
    `Log in with ${provider} in the window that opened, then come back here.`,
  redirecting: (provider: string) => `Taking you to ${provider}…`,
  connecting: 'Connecting…',
  cancel: 'Cancel',
  retry: 'Try again',
  signedInWith: (provider: string, name: string | undefined) =>
    name ? `Signed in with ${provider} as ${name}` : `Signed in with ${provider}`,
  /** The ConnectingFarcaster view (Sign In With Farcaster: a QR code and a link). */
  farcaster: {
    title: 'Log in with Farcaster',
    preparing: 'Preparing your sign-in link…',
    qrLabel: 'Farcaster QR code',
    scan: 'Scan this code with your Farcaster app, or open the link on the phone that has it.',
    waiting: 'Waiting for your approval in Farcaster…',
    open: 'Open in Farcaster',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    newLink: 'Get a new link',
  },
} as const
