import { describe, expect, it } from 'vitest'
import { readSiwxMode } from './siwxMode'

describe('readSiwxMode', () => {
  it('reads the demo switch; optional by default and for unknown values', () => {
    expect(readSiwxMode('')).toBe('optional')
    expect(readSiwxMode('?siwx=required')).toBe('required')
    expect(readSiwxMode('?foo=1&siwx=off')).toBe('off')
    expect(readSiwxMode('?siwx=REQUIRED')).toBe('optional')
    expect(readSiwxMode('?siwx=')).toBe('optional')
  })
})
