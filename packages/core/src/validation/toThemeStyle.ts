import { InvalidParameterError } from '../errors/parameter'

/**
 * What an app may change of the kit's look (SPEC §3 `themeVariables`): each becomes a
 * `--portico-*` CSS custom property on the kit's root elements (the button and the modal layer).
 */
export type ThemeVariables = {
  /**
   * Buttons and links, e.g. `#5b8cff`, `var(--brand)` or `color-mix(in oklch, var(--brand) 80%,
   * white)` (`--portico-accent`).
   */
  accent?: string | undefined
  /** Text on the accent colour (`--portico-accent-fg`). */
  accentForeground?: string | undefined
  /** The font stack, or a custom property holding one: `var(--font-sans)` (`--portico-font`). */
  fontFamily?: string | undefined
  /** Corner radius in CSS pixels, 0–32 (`--portico-radius`). */
  borderRadius?: number | undefined
  /** The modal layer's z-index, an integer (`--portico-z-index`; the toast sits one above). */
  zIndex?: number | undefined
  /** The dark modules of QR codes (`--portico-qr-color`); keep it dark on white so cameras read it. */
  qrColor?: string | undefined
  /** The modal's width in CSS pixels, 280–600 (`--portico-modal-width`; 360 by default, SPEC §9). */
  modalWidth?: number | undefined
}

/** What {@link toThemeStyle} returns: custom properties for a `style` object. */
export type ToThemeStyleReturnType = Record<`--portico-${string}`, string>

// A colour as CSS writes one: #hex, a keyword, a colour function (rgb() … oklch(), color-mix(),
// light-dark()), a custom property (`var(--brand)`, with a fallback), calc() inside them. Nothing
// that could end the declaration or load a resource: no `;`, quotes, `\`, `url(` or `@`, and every
// function is one of these.
const colourCharacters = /^[#\w\s.,%/()+*-]{1,200}$/
const colourFunctions = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'var',
  'calc',
])
function isColour(value: string): boolean {
  if (!colourCharacters.test(value)) return false
  let depth = 0
  for (const character of value) {
    if (character === '(') depth++
    else if (character === ')' && --depth < 0) return false
  }
  if (depth !== 0) return false
  for (const [, name, rest] of value.matchAll(/([\w-]*)\((?=([^()]*))/g)) {
    if (!colourFunctions.has((name ?? '').toLowerCase())) return false
    // var() names a custom property (`--brand`), nothing else.
    if (name?.toLowerCase() === 'var' && !/^\s*--[\w-]+\s*(,|$)/.test(rest ?? '')) return false
  }
  return true
}
const colour = { test: isColour }
// A font stack, or a custom property holding one.
const fontStack = /^[\w\s"',.-]{1,200}$/
const fontFamily = {
  test: (value: string) => fontStack.test(value) || /^var\(\s*--[\w-]+\s*\)$/.test(value),
}

const refuse = (name: string, what: string) => {
  throw new InvalidParameterError({ reason: `themeVariables.${name} must be ${what}` })
}
const number = (name: string, value: number, min: number, max: number, unit = '') => {
  if (!Number.isFinite(value) || value < min || value > max || (!unit && !Number.isInteger(value)))
    refuse(name, `${unit ? 'a number' : 'an integer'} from ${min} to ${max}`)
  return `${value}${unit}`
}
const text = (name: string, value: string, pattern: { test(value: string): boolean }) =>
  typeof value === 'string' && pattern.test(value) ? value : refuse(name, 'a plain CSS value')

/**
 * Checks an app's `themeVariables` and turns them into the kit's CSS custom properties; throws
 * `InvalidParameterError` naming the variable that cannot be used (so a typo fails at start-up,
 * not as a silently ignored style).
 *
 * @example
 * toThemeStyle({ accent: '#e6007a', borderRadius: 4 })
 * // { '--portico-accent': '#e6007a', '--portico-radius': '4px' }
 */
export function toThemeStyle(variables: ThemeVariables = {}): ToThemeStyleReturnType {
  const style: ToThemeStyleReturnType = {}
  const {
    accent,
    accentForeground,
    fontFamily: font,
    borderRadius,
    zIndex,
    qrColor,
    modalWidth,
  } = variables
  if (accent !== undefined) style['--portico-accent'] = text('accent', accent, colour)
  if (accentForeground !== undefined)
    style['--portico-accent-fg'] = text('accentForeground', accentForeground, colour)
  if (font !== undefined) style['--portico-font'] = text('fontFamily', font, fontFamily)
  if (borderRadius !== undefined)
    style['--portico-radius'] = number('borderRadius', borderRadius, 0, 32, 'px')
  if (zIndex !== undefined)
    style['--portico-z-index'] = number('zIndex', zIndex, -2147483647, 2147483646)
  if (qrColor !== undefined) style['--portico-qr-color'] = text('qrColor', qrColor, colour)
  if (modalWidth !== undefined)
    style['--portico-modal-width'] = number('modalWidth', modalWidth, 280, 600, 'px')
  return style
}
