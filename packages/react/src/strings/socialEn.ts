// Strings of the social login buttons and the social connecting view (English). Accessible names
// here are part of the e2e contract: group `Log in with`, buttons `Continue with {Provider}`,
// dialog `Log in`, buttons `Cancel` and `Try again`.
export const socialEn = {
  /** The providers' names (SPEC §3 socialProvider ids). */
  providers: {
    google: 'Google',
    github: 'GitHub',
    apple: 'Apple',
    facebook: 'Facebook',
    x: 'X',
    discord: 'Discord',
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
} as const
