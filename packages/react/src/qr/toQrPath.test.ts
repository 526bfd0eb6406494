import { InvalidParameterError } from '@portico/core'
import decodeQR from 'qr/decode.js'
import { describe, expect, it } from 'vitest'
import { rasterizeQrPath } from './rasterizeQrPath.test-helpers'
import { toQrPath } from './toQrPath'

describe('toQrPath', () => {
  const uri =
    'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1764000000&methods=wc_sessionAuthenticate'

  it.each([
    ['a WalletConnect URI', uri],
    ['an address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['text with unicode', 'Portico — café ☕'],
  ])('draws %s that a QR reader decodes back', (_, value) => {
    const { path, size } = toQrPath({ value })
    expect(decodeQR(rasterizeQrPath(path, size))).toBe(value)
  })

  it('puts the quiet zone around the code', () => {
    const withBorder = toQrPath({ value: 'portico', border: 4 })
    const without = toQrPath({ value: 'portico', border: 0 })
    expect(withBorder.size).toBe(without.size + 8)
    // The top-left finder starts at the border.
    expect(withBorder.path.startsWith('M4 4h7')).toBe(true)
    expect(without.path.startsWith('M0 0h7')).toBe(true)
  })

  it('refuses an empty value and a bad border', () => {
    expect(() => toQrPath({ value: '' })).toThrow('A QR code needs a value')
    expect(() => toQrPath({ value: '' })).toThrow(InvalidParameterError)
    expect(() => toQrPath({ value: 'x', border: -1 })).toThrow('Invalid QR border: -1')
    expect(() => toQrPath({ value: 'x', border: -1 })).toThrow(InvalidParameterError)
  })

  it.each([
    ['a WalletConnect URI', uri],
    ['an address', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    ['a short text', 'portico'],
  ])('leaves the middle for a logo and still decodes: %s', (_, value) => {
    const plain = toQrPath({ value })
    const { path, size, logo } = toQrPath({ value, logo: true })
    if (!logo) throw new Error('no logo box')
    // Centred, about a quarter of the code's width, on whole modules.
    expect(logo.x).toBe(logo.y)
    expect(logo.x * 2 + logo.size).toBe(size)
    expect(logo.size).toBeGreaterThanOrEqual(Math.floor((size - 8) * 0.2))
    // Nothing is drawn under the logo: a reader sees a blank square there and must correct it.
    for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      const row = Number(y)
      if (row < logo.y || row >= logo.y + logo.size) continue
      const [from, to] = [Number(x), Number(x) + Number(w)]
      expect(to <= logo.x || from >= logo.x + logo.size).toBe(true)
    }
    expect(decodeQR(rasterizeQrPath(path, size))).toBe(value)
    // And when the reader takes the whole logo for dark modules (a dark logo), too.
    const image = rasterizeQrPath(path, size)
    const scale = image.width / size
    for (let py = logo.y * scale; py < (logo.y + logo.size) * scale; py++)
      for (let px = logo.x * scale; px < (logo.x + logo.size) * scale; px++)
        image.data.fill(0, (py * image.width + px) * 4, (py * image.width + px) * 4 + 3)
    expect(decodeQR(image)).toBe(value)
    // Error correction `high` needs more modules than the plain code's `medium`, or as many.
    expect(size).toBeGreaterThanOrEqual(plain.size)
  })
})
