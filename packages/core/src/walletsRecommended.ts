/** Recommended directory wallets the Connect view shows (SPEC §9: 4; the server lists them first). */
export const WALLETS_RECOMMENDED = 4
