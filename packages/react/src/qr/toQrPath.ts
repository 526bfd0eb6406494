import { InvalidParameterError } from '@portico/core'
import encodeQR from 'qr'

/** Parameters of {@link toQrPath}. */
export type ToQrPathParameters = {
  /** The text to encode (a `wc:` URI, an address…). */
  value: string
  /** Light modules around the code; scanners need at least 4 (the default). */
  border?: number | undefined
}

/** What {@link toQrPath} returns: the SVG path of the dark modules, on a square of `size` modules. */
export type ToQrPathReturnType = { path: string; size: number }

/**
 * Encodes `value` as a QR code (error correction `medium`) and returns the SVG path of its dark
 * modules, one `h` run per row segment, in module units with the quiet zone included. Throws
 * `InvalidParameterError` for an empty value or a bad border.
 *
 * @example
 * const { path, size } = toQrPath({ value: 'wc:7f6e…@2?relay-protocol=irn&symKey=…' })
 * // <svg viewBox={`0 0 ${size} ${size}`}><path d={path} /></svg>
 */
export function toQrPath({ value, border = 4 }: ToQrPathParameters): ToQrPathReturnType {
  if (!value) throw new InvalidParameterError({ reason: 'A QR code needs a value' })
  if (!Number.isInteger(border) || border < 0)
    throw new InvalidParameterError({ reason: `Invalid QR border: ${border}` })
  // The encoder wants a border of at least one module: trim it and add ours.
  const matrix = encodeQR(value, 'raw', { ecc: 'medium', border: 1 })
    .slice(1, -1)
    .map((row) => row.slice(1, -1))
  const parts: string[] = []
  matrix.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < row.length && row[x]) x++
      parts.push(`M${start + border} ${y + border}h${x - start}v1h${start - x}z`)
    }
  })
  return { path: parts.join(''), size: matrix.length + border * 2 }
}
