import { describe, expect, test } from 'vitest'
import { createMonogramSvg } from './createMonogramSvg'

describe('createMonogramSvg', () => {
  test('is deterministic and well-formed', () => {
    const svg = createMonogramSvg({ text: 'MM', color: '#f6851b' })
    expect(svg).toBe(createMonogramSvg({ text: 'MM', color: '#F6851B' }))
    expect(svg).toMatchInlineSnapshot(
      `"<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img"><rect width="96" height="96" rx="20" fill="#F6851B"/><text x="48" y="50" fill="#000" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="44" font-weight="700" text-anchor="middle" dominant-baseline="middle">MM</text></svg>"`,
    )
  })

  test('picks the ink that contrasts more with the background', () => {
    expect(createMonogramSvg({ text: 'A', color: '#000000' })).toContain('fill="#fff"')
    expect(createMonogramSvg({ text: 'A', color: '#FFFFFF' })).toContain('fill="#000"')
    expect(createMonogramSvg({ text: 'T', color: '#D5FF5C' })).toContain('fill="#000"')
    expect(createMonogramSvg({ text: 'T', color: '#0500FF' })).toContain('fill="#fff"')
  })

  test('escapes the text and shrinks long labels', () => {
    const svg = createMonogramSvg({ text: '<&>"', color: '#123456' })
    expect(svg).toContain('&#60;&#38;&#62;&#34;</text>')
    expect(svg).toContain('font-size="28"')
  })

  test('refuses a bad colour or empty text', () => {
    expect(() => createMonogramSvg({ text: 'A', color: 'red' })).toThrow(
      'Monogram colour must be #rrggbb, got red',
    )
    expect(() => createMonogramSvg({ text: '  ', color: '#000000' })).toThrow(
      'Monogram text must not be empty',
    )
  })
})
