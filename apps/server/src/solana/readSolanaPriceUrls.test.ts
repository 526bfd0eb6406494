import { describe, expect, test } from 'vitest'
import { InvalidConfigError } from '../errors'
import { readSolanaPriceUrls } from './readSolanaPriceUrls'

describe('readSolanaPriceUrls', () => {
  test('unset: no source; each entry a Solana chain and its URL', () => {
    expect(readSolanaPriceUrls({})).toEqual(new Map())
    expect(
      readSolanaPriceUrls({
        PORTICO_SOLANA_PRICE_URLS:
          ' solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://prices.example/v3?x=1 , solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR=http://127.0.0.1:9000/price',
      }),
    ).toEqual(
      new Map([
        ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'https://prices.example/v3?x=1'],
        ['solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR', 'http://127.0.0.1:9000/price'],
      ]),
    )
  })
  test.each([
    'eip155:1=https://prices.example',
    'solana:nope=https://prices.example',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=ftp://prices.example',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://a.example,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://b.example',
  ])('refuses %s', (value) => {
    expect(() => readSolanaPriceUrls({ PORTICO_SOLANA_PRICE_URLS: value })).toThrowError(
      InvalidConfigError,
    )
  })
})
