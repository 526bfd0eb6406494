/**
 * The least output the kit creates, in satoshis: Bitcoin Core's dust threshold at its 3 sat/vB
 * dust relay fee for the costliest standard output to spend (P2PKH: 182 bytes to create and
 * spend → 546 sat). Nodes refuse to relay smaller outputs of that type; the kit applies it to
 * every output (payment and change) as most wallets and @scure/btc-signer do.
 */
export const BITCOIN_DUST_LIMIT = 546n
