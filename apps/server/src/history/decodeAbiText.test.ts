import { describe, expect, test } from 'vitest'
import { decodeAbiText } from './decodeAbiText'

const word = (value: number | string) =>
  (typeof value === 'number' ? value.toString(16) : value).padStart(64, '0')
const abiString = (text: string) => {
  const bytes = Buffer.from(text, 'utf8').toString('hex')
  return `0x${word(32)}${word(bytes.length / 2)}${bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0')}`
}

describe('decodeAbiText', () => {
  test('reads an ABI string', () => {
    expect(decodeAbiText(abiString('Portico Token'))).toBe('Portico Token')
    expect(decodeAbiText(abiString('PTK'))).toBe('PTK')
  })

  test('reads a bytes32 (older tokens such as MKR)', () => {
    expect(decodeAbiText(`0x${Buffer.from('MKR').toString('hex').padEnd(64, '0')}`)).toBe('MKR')
  })

  test('drops control characters and caps the length', () => {
    expect(decodeAbiText(abiString('a\u0000b\nc'))).toBe('abc')
    expect(decodeAbiText(abiString('x'.repeat(200)))).toHaveLength(64)
  })

  test.each([
    ['not hex', 'hello'],
    ['empty', '0x'],
    ['odd length', '0x123'],
    ['offset past the end', `0x${word(4096)}${word(3)}`],
    ['length past the end', `0x${word(32)}${word(4096)}`],
    ['only blanks', abiString('   ')],
    ['not a string', 42],
  ])('gives null for %s', (_name, value) => {
    expect(decodeAbiText(value)).toBeNull()
  })
})
