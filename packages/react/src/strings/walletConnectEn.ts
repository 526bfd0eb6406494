// Strings of the WalletConnect views (English). Accessible names here are part of the e2e contract:
// dialog `WalletConnect`, img `WalletConnect QR code`, buttons `WalletConnect`, `Copy link`,
// `Try again`, link `Open {wallet}`, toast `Link copied`. The title (Connect's row, the dialog's
// header) comes with the modal's chunk, the rest with the views' (`walletConnectViewsEn.ts`).

/** Connect's `WalletConnect` row and the views' header: the modal's chunk. */
export const walletConnectTitleEn = { title: 'WalletConnect' } as const
