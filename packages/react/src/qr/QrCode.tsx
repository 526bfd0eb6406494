import { useMemo } from 'react'
import { toQrPath } from './toQrPath'
import './qr.css'

export type QrCodeProps = {
  /** The text to encode. */
  value: string
  /** The accessible name of the image, e.g. `WalletConnect QR code`. */
  label: string
  /** Rendered width and height in CSS pixels (default 240). */
  size?: number | undefined
}

/**
 * A QR code as an SVG image (`role="img"`, named by `label`): dark modules on a light square with
 * the quiet zone, whatever the theme, so phone cameras read it. Prefer `LazyQrCode`, which loads
 * this and the encoder only when a code is shown.
 *
 * @example
 * <QrCode value={uri} label="WalletConnect QR code" />
 */
export default function QrCode({ value, label, size = 240 }: QrCodeProps) {
  const { path, size: modules } = useMemo(() => toQrPath({ value }), [value])
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
      <path d={path} fill="#000" />
    </svg>
  )
}
