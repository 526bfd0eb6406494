/**
 * WalletConnect's mark as Portico draws it (our own paths, no outside file): a blue rounded square
 * with a white arch over a zigzag. `size` in CSS pixels; decorative (`aria-hidden`) — the row or
 * image it sits in carries the name.
 *
 * @example
 * <WalletConnectMark />
 */
export function WalletConnectMark({ size = 32 }: { size?: number | undefined }) {
  return (
    <svg
      className="portico-wallet-icon"
      width={size}
      height={size}
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
    >
      <WalletConnectMarkShape />
    </svg>
  )
}

/** The mark's shapes in a 100 × 100 box, for use inside another SVG (the QR code's logo). */
export function WalletConnectMarkShape() {
  return (
    <>
      <rect width="100" height="100" rx="24" fill="#3396ff" />
      <g fill="none" stroke="#fff" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round">
        <path d="M26 44 Q50 22 74 44" />
        <path d="M16 52 L33 68 L50 52 L67 68 L84 52" />
      </g>
    </>
  )
}
