// Account's parts of the email and social sections (English): the email line, the account type,
// `Signed in with …`. Provided by the account views' chunk (`views/accountViewsChunk`).

/** Account's email line and account type (the account views' chunk; the email change reads it too). */
export const emailAccountEn = {
  signedInAs: (email: string) => `Signed in as ${email}`,
  smartAccount: 'Smart account',
  ownerAccount: 'Owner account (EOA)',
  accountType: (type: string) => `Account type: ${type}`,
  /** SPEC §3 smartAccountDeployed: the smart account's code is on the chain. */
  smartAccountDeployed: 'Smart account deployed',
  smartAccountNotDeployed: 'Smart account not deployed yet: its first transaction deploys it',
  switchToOwner: 'Switch to owner account (EOA)',
  switchToSmart: 'Switch to smart account',
  change: 'Change email',
} as const

/** Account's `Signed in with …` line (the account views' chunk). */
export const socialAccountEn = {
  signedInWith: (provider: string, name: string | undefined) =>
    name ? `Signed in with ${provider} as ${name}` : `Signed in with ${provider}`,
} as const
