export type CreateMonogramSvgParameters = {
  /** The letters shown (1 to 4 characters read best), e.g. `MM` or `$`. */
  text: string
  /** Background colour, `#rrggbb`. */
  color: string
}

export type CreateMonogramSvgReturnType = string

const hexColor = /^#[0-9a-fA-F]{6}$/

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(color: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(color.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * A square 96×96 SVG monogram: `text` centred on a rounded square of `color`, the letters in
 * black or white, whichever contrasts more (WCAG). The same input always gives the same bytes, so
 * the image's ETag is stable. Used for wallets, networks, currencies and tokens: no logos shipped.
 *
 * @example
 * createMonogramSvg({ text: 'MM', color: '#F6851B' })
 * // '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" …>…MM</text></svg>'
 */
export function createMonogramSvg(
  parameters: CreateMonogramSvgParameters,
): CreateMonogramSvgReturnType {
  const { text, color } = parameters
  if (!hexColor.test(color)) throw new TypeError(`Monogram colour must be #rrggbb, got ${color}`)
  const letters = [...text.trim()]
  if (letters.length === 0) throw new TypeError('Monogram text must not be empty')
  const ink = (luminance(color) + 0.05) / 0.05 >= 1.05 / (luminance(color) + 0.05) ? '#000' : '#fff'
  const size = [44, 44, 36, 28][Math.min(letters.length, 4) - 1]
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img">' +
    `<rect width="96" height="96" rx="20" fill="${color.toUpperCase()}"/>` +
    `<text x="48" y="50" fill="${ink}" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" ` +
    `font-size="${size}" font-weight="700" text-anchor="middle" dominant-baseline="middle">` +
    `${escapeXml(letters.join(''))}</text></svg>`
  )
}
