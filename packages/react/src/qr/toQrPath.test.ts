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
})
