import { InvalidParameterError } from '@portico/core'
import encodeQR from 'qr'

/** Parameters of {@link toQrPath}. */
export type ToQrPathParameters = {
  /** The text to encode (a `wc:` URI, an address…). */
  value: string
  /** Light modules around the code; scanners need at least 4 (the default). */
  border?: number | undefined
  /**
   * Leave a square in the middle for a logo: the code is made with error correction `high` (30 %
   * of it can be lost) and the square covers about a quarter of its width (~6 % of its area).
   */
  logo?: boolean | undefined
}

/** Where the logo goes, in module units (quiet zone included). */
export type QrLogoBox = { x: number; y: number; size: number }

/** What {@link toQrPath} returns: the SVG path of the dark modules, on a square of `size` modules. */
export type ToQrPathReturnType = { path: string; size: number; logo?: QrLogoBox | undefined }

/**
 * Encodes `value` as a QR code (error correction `medium`, or `high` with a logo) and returns the
 * SVG path of its dark modules, one `h` run per row segment, in module units with the quiet zone
 * included; with `logo`, the modules under the logo's square are left out and the square returned.
 * Throws `InvalidParameterError` for an empty value or a bad border.
 *
 * @example
 * const { path, size } = toQrPath({ value: 'wc:7f6e…@2?relay-protocol=irn&symKey=…' })
 * // <svg viewBox={`0 0 ${size} ${size}`}><path d={path} /></svg>
 */
export function toQrPath({ value, border = 4, logo }: ToQrPathParameters): ToQrPathReturnType {
  if (!value) throw new InvalidParameterError({ reason: 'A QR code needs a value' })
  if (!Number.isInteger(border) || border < 0)
    throw new InvalidParameterError({ reason: `Invalid QR border: ${border}` })
  // The encoder wants a border of at least one module: trim it and add ours.
  const matrix = encodeQR(value, 'raw', { ecc: logo ? 'high' : 'medium', border: 1 })
    .slice(1, -1)
    .map((row) => row.slice(1, -1))
  // The logo's square: centred, its side of the code's parity so it sits on whole modules.
  const width = matrix.length
  let side = Math.round(width * 0.24)
  if (side % 2 !== width % 2) side -= 1
  const start = (width - side) / 2
  const covered = (x: number, y: number) =>
    logo === true && x >= start && x < start + side && y >= start && y < start + side
  const parts: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x] || covered(x, y)) {
        x++
        continue
      }
      const first = x
      while (x < row.length && row[x] && !covered(x, y)) x++
      parts.push(`M${first + border} ${y + border}h${x - first}v1h${first - x}z`)
    }
  })
  const box = logo ? { x: start + border, y: start + border, size: side } : undefined
  return { path: parts.join(''), size: width + border * 2, ...(box && { logo: box }) }
}
