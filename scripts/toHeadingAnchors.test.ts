import { describe, expect, test } from 'vitest'
import { toHeadingAnchors } from './toHeadingAnchors'

describe('toHeadingAnchors', () => {
  test('follows GitHub: lower case, punctuation dropped, spaces to dashes', () => {
    expect([
      ...toHeadingAnchors(
        '# Sign in with the wallet (SIWX)\n## `GET /v1/identity/{address}`\n### relay-auth',
      ),
    ]).toEqual(['sign-in-with-the-wallet-siwx', 'get-v1identityaddress', 'relay-auth'])
  })

  test('numbers repeated headings and keeps link text', () => {
    expect([...toHeadingAnchors('## Errors\n## Errors\n## [One command](x.md)')]).toEqual([
      'errors',
      'errors-1',
      'one-command',
    ])
  })

  test('ignores lines inside code fences', () => {
    expect([...toHeadingAnchors('```sh\n# a shell comment\n```\n## Real')]).toEqual(['real'])
  })
})
