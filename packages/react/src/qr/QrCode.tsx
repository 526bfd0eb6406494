import { useMemo } from 'react'
import { WalletConnectMarkShape } from '../views/WalletConnectMark'
import { toQrPath } from './toQrPath'
import './qr.css'

/** A logo in the middle of a QR code: WalletConnect's mark, or a wallet's image (a URL of the Portico server). */
export type QrLogo = 'walletconnect' | { imageUrl: string }

export type QrCodeProps = {
  /** The text to encode. */
  value: string
  /** The accessible name of the image, e.g. `WalletConnect QR code`. */
  label: string
  /** Rendered width and height in CSS pixels (default 240). */
  size?: number | undefined
  /** A logo in the middle; the code then uses error correction `high`, so it still scans. */
  logo?: QrLogo | undefined
}

/**
 * A QR code as an SVG image (`role="img"`, named by `label`): dark modules on a light square with
 * the quiet zone, whatever the theme, so phone cameras read it; with `logo`, the logo sits in a
 * cleared square in the middle (error correction `high` keeps the code readable). Prefer `LazyQrCode`, which loads
 * this and the encoder only when a code is shown.
 *
 * @example
 * <QrCode value={uri} label="WalletConnect QR code" />
 */
export default function QrCode({ value, label, size = 240, logo }: QrCodeProps) {
  const withLogo = logo !== undefined
  const {
    path,
    size: modules,
    logo: box,
  } = useMemo(() => toQrPath({ value, logo: withLogo }), [value, withLogo])
  return (
    <svg
      className="portico-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} style={{ fill: 'var(--portico-qr-color, #000)' }} />
      {box && logo ? (
        <svg
          x={box.x + 0.5}
          y={box.y + 0.5}
          width={box.size - 1}
          height={box.size - 1}
          viewBox="0 0 100 100"
          shapeRendering="geometricPrecision"
          aria-hidden="true"
        >
          {logo === 'walletconnect' ? (
            <WalletConnectMarkShape />
          ) : (
            <image
              href={logo.imageUrl}
              width="100"
              height="100"
              preserveAspectRatio="xMidYMid meet"
            />
          )}
        </svg>
      ) : null}
    </svg>
  )
}
