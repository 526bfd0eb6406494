import { describe, expect, it } from 'vitest'
import { BaseError } from './base'

describe('BaseError', () => {
  it('keeps the short message apart from details and docs', () => {
    const error = new BaseError('Signature declined', {
      details: 'user rejected',
      docsPath: 'errors.md',
    })
    expect(error.shortMessage).toBe('Signature declined')
    expect(error.message).toBe('Signature declined\n\nDetails: user rejected\nDocs: docs/errors.md')
    expect(error).toBeInstanceOf(Error)
  })

  it('walks the cause chain', () => {
    const root = new TypeError('socket closed')
    const error = new BaseError('Unknown error', {
      cause: new BaseError('reply timeout', { cause: root }),
    })
    expect(error.walk((e) => e instanceof TypeError)).toBe(root)
    expect(error.walk(() => false)).toBeUndefined()
  })
})
