// Strings of the social login buttons and the social connecting view (English). Accessible names
// here are part of the e2e contract: group `Log in with`, buttons `Continue with {Provider}`,
// dialog `Log in`, buttons `Cancel` and `Try again`; Farcaster's dialog `Log in with Farcaster`,
// img `Farcaster QR code`, link `Open in Farcaster`, buttons `Copy link` and `Get a new link`.
// In parts, each provided by the chunk whose views read it (`provideStringSections`): here
// Connect's; the connecting view's in `emailViewsEn.ts`, Account's in `accountLoginEn.ts`,
// Farcaster's view's in `farcasterEn.ts`.

/** Connect's buttons and the connecting views' titles and buttons: the modal's chunk. */
export const socialConnectEn = {
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
  connecting: 'Connecting…',
  cancel: 'Cancel',
  retry: 'Try again',
  farcaster: { title: 'Log in with Farcaster' },
} as const
