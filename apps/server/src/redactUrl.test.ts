import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { redactUrl } from './redactUrl'

describe('redactUrl', () => {
  test('strips user name and password', () => {
    expect(redactUrl('http://alice:s3cret@127.0.0.1:8545/')).toBe('http://***:***@127.0.0.1:8545/')
  })

  test('hides query values and key-like path segments', () => {
    expect(
      redactUrl('https://mainnet.infura.io/v3/0123456789abcdef0123456789abcdef?apikey=xyz&a=1&a=2'),
    ).toBe('https://mainnet.infura.io/v3/***?apikey=***&a=***')
  })

  test('keeps plain URLs readable', () => {
    expect(redactUrl('http://127.0.0.1:8545')).toBe('http://127.0.0.1:8545/')
    expect(redactUrl('http://localhost:8545/rpc/v1')).toBe('http://localhost:8545/rpc/v1')
  })

  test('never throws and never echoes an unparsable value', () => {
    expect(redactUrl('not a url with secret')).toBe('<invalid url>')
  })

  test('a password never survives redaction', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{4,16}$/),
        fc.stringMatching(/^[A-Za-z0-9]{8,24}$/),
        (user, password) => {
          const redacted = redactUrl(`https://${user}:${password}@node.example.org/path`)
          expect(redacted).not.toContain(`:${password}@`)
          expect(redacted).toContain('***:***@')
        },
      ),
    )
  })
})
