/** The Sessions page's texts in English (with the page's chunk). */
export const sessionsEn = {
  intro:
    'Signing in with your wallet opens a session on this server, kept by this browser. Revoke a session to end it at once.',
  title: 'Sign-in sessions',
  loading: 'Loading sessions…',
  unavailable: 'Sessions are unavailable right now. Try again later.',
  none: 'No sign-in session on this browser.',
  signIn: 'Sign in',
  on: (address: string, network: string) => `${address} on ${network}`,
  period: (issued: string, ends: string) => `Signed in ${issued} · ends ${ends}`,
  revoke: 'Revoke',
  revokeLabel: (address: string) => `Revoke the session of ${address}`,
}
