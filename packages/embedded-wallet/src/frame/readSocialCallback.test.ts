import { describe, expect, it } from 'vitest'
import { readSocialCallback } from './readSocialCallback'

const frame = 'http://localhost:3001'
const code = `${'A'.repeat(40)}_-9`

describe('readSocialCallback', () => {
  it("reads the code of the callback page on the frame's own origin", () => {
    expect(
      readSocialCallback(
        { origin: frame, data: { type: 'portico:social-callback', completionCode: code } },
        frame,
      ),
    ).toBe(code)
  })

  it('ignores other origins, other messages and malformed codes', () => {
    const message = { type: 'portico:social-callback', completionCode: code }
    expect(readSocialCallback({ origin: 'http://localhost:3000', data: message }, frame)).toBe(
      undefined,
    )
    expect(readSocialCallback({ origin: 'https://evil.example', data: message }, frame)).toBe(
      undefined,
    )
    for (const data of [
      null,
      'portico:social-callback',
      { type: 'other', completionCode: code },
      { type: 'portico:social-callback', completionCode: `${code}x` },
      { type: 'portico:social-callback', completionCode: 'short' },
      { type: 'portico:social-callback', completionCode: 42 },
    ])
      expect(readSocialCallback({ origin: frame, data }, frame)).toBeUndefined()
  })
})
