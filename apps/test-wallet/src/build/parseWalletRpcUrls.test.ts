import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseWalletRpcUrls } from './parseWalletRpcUrls'

describe('parseWalletRpcUrls', () => {
  test('reads a comma list of chainId=url', () => {
    expect(
      parseWalletRpcUrls('31337=http://127.0.0.1:18545, 31339=http://localhost:18547'),
    ).toEqual({ 31337: 'http://127.0.0.1:18545', 31339: 'http://localhost:18547' })
  })

  test('unset or empty gives no overrides', () => {
    expect(parseWalletRpcUrls(undefined)).toEqual({})
    expect(parseWalletRpcUrls(' , ')).toEqual({})
  })

  test.each(['31337', '=http://x', 'abc=http://x', '31337=ftp://x', '-1=http://x', '1=nope'])(
    'rejects %j with a clear error',
    (value) => {
      expect(() => parseWalletRpcUrls(value)).toThrow(
        `Invalid PORTICO_WALLET_RPC_URLS entry: "${value}"`,
      )
    },
  )

  test('round-trips any list of chain ids and ports', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.integer({ min: 1, max: 2 ** 31 }).map(String),
          fc.integer({ min: 1, max: 65535 }),
        ),
        (ports) => {
          const text = Object.entries(ports)
            .map(([id, port]) => `${id}=http://127.0.0.1:${port}`)
            .join(',')
          const expected = Object.fromEntries(
            Object.entries(ports).map(([id, port]) => [id, `http://127.0.0.1:${port}`]),
          )
          expect(parseWalletRpcUrls(text)).toEqual(expected)
        },
      ),
    )
  })
})
