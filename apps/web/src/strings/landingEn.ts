/** The landing's texts in English (with the landing's chunk, loaded at once for a visitor). */
export const landingEn = {
  lead: 'An open, self-hostable wallet-connection kit. Connect a wallet to begin.',
  waiting: (page: string) => `Connect a wallet to open ${page}.`,
  features: [
    'See what your EVM and Solana accounts hold, in US dollars, network by network.',
    'Follow every transfer, filtered by network, direction and token.',
    'Send, receive, swap, buy and register a name with the wallet you already use.',
    'Sign in with your wallet and revoke sessions you no longer trust.',
  ],
  note: 'Runs on your own server: no account with us, no outside host, nothing sent before you act.',
}
