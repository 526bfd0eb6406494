import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hashMessage } from './hashMessage'

describe('hashMessage', () => {
  it('hashMessage is sha256 of the UTF-8 text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(hashMessage(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'))
      }),
    )
  })
})
