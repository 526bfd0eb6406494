// The ConnectingFarcaster view's part of the social section (`social.farcaster` but its title):
// provided by its chunk (`views/ConnectingFarcasterView`).

/** Sign In With Farcaster: a QR code and a link. */
export const farcasterEn = {
  preparing: 'Preparing your sign-in link…',
  qrLabel: 'Farcaster QR code',
  scan: 'Scan this code with your Farcaster app, or open the link on the phone that has it.',
  waiting: 'Waiting for your approval in Farcaster…',
  open: 'Open in Farcaster',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  newLink: 'Get a new link',
} as const
