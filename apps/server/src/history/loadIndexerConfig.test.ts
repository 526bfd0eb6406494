import { describe, expect, test } from 'vitest'
import { indexerConfigDefaults, loadIndexerConfig } from './loadIndexerConfig'

describe('loadIndexerConfig', () => {
  test('defaults: on, 1 s polls, 12 confirmations, 100-block steps, no lists', () => {
    expect(loadIndexerConfig({})).toEqual({
      ...indexerConfigDefaults,
      startBlocks: {},
      explorerApis: {},
      spamTokens: [],
    })
    expect(indexerConfigDefaults).toEqual({
      enabled: true,
      pollIntervalMs: 1000,
      confirmations: 12,
      batchBlocks: 100,
      backfillBlocks: 1000,
      healthMaxLagBlocks: 100,
    })
  })

  test('reads every variable', () => {
    expect(
      loadIndexerConfig({
        PORTICO_INDEXER: 'OFF',
        PORTICO_INDEXER_POLL_MS: '250',
        PORTICO_INDEXER_CONFIRMATIONS: '64',
        PORTICO_INDEXER_BATCH_BLOCKS: '500',
        PORTICO_INDEXER_START_BLOCKS: 'eip155:1=19000000, eip155:8453=0',
        PORTICO_INDEXER_BACKFILL_BLOCKS: '0',
        PORTICO_EXPLORER_API_URLS:
          'eip155:1=https://api.etherscan.io/v2/api?chainid=1&apikey=KEY, eip155:100=https://gnosis.blockscout.com/api',
        PORTICO_SPAM_TOKENS:
          'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48, solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:GF2QmM4a64j5pS4QvTKWS3owtugX9zpi7YPjVgXjCnHR',
        PORTICO_HEALTH_MAX_LAG_BLOCKS: '5',
      }),
    ).toEqual({
      enabled: false,
      pollIntervalMs: 250,
      confirmations: 64,
      batchBlocks: 500,
      startBlocks: { 'eip155:1': 19_000_000, 'eip155:8453': 0 },
      backfillBlocks: 0,
      explorerApis: {
        'eip155:1': 'https://api.etherscan.io/v2/api?chainid=1&apikey=KEY',
        'eip155:100': 'https://gnosis.blockscout.com/api',
      },
      spamTokens: [
        'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        // A Solana mint keeps its case (base58).
        'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:GF2QmM4a64j5pS4QvTKWS3owtugX9zpi7YPjVgXjCnHR',
      ],
      healthMaxLagBlocks: 5,
    })
  })

  test.each([
    ['PORTICO_INDEXER', 'yes', 'must be on or off'],
    [
      'PORTICO_EXPLORER_API_URLS',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://x.test/api',
      'entries must be eip155:<chain id>=<https URL>',
    ],
    [
      'PORTICO_EXPLORER_API_URLS',
      'eip155:1=ftp://x.test/api',
      'the URL of eip155:1 must be http(s)',
    ],
    [
      'PORTICO_EXPLORER_API_URLS',
      'eip155:1=https://a.test/api,eip155:1=https://b.test/api',
      'lists eip155:1 twice',
    ],
    ['PORTICO_INDEXER_POLL_MS', '5', 'must be an integer from 10 to 3600000'],
    ['PORTICO_INDEXER_CONFIRMATIONS', '0', 'must be an integer from 1 to 1000'],
    ['PORTICO_INDEXER_BATCH_BLOCKS', '1.5', 'must be an integer from 1 to 10000'],
    ['PORTICO_HEALTH_MAX_LAG_BLOCKS', '-1', 'must be an integer from 0 to 1000000000'],
    [
      'PORTICO_INDEXER_START_BLOCKS',
      'eip155:1',
      'entry "eip155:1" must be caipNetworkId=blockNumber',
    ],
    ['PORTICO_INDEXER_START_BLOCKS', 'chain=5', 'has an invalid CAIP-2 network id: chain'],
    [
      'PORTICO_SPAM_TOKENS',
      'eip155:1:0x12',
      'has an entry that is not a CAIP-10 token address (eip155 or solana): eip155:1:0x12',
    ],
    [
      'PORTICO_SPAM_TOKENS',
      'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:0OIl',
      'has an entry that is not a CAIP-10 token address (eip155 or solana): solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR:0OIl',
    ],
  ])('%s=%s → Invalid configuration', (variable, value, reason) => {
    expect(() => loadIndexerConfig({ [variable]: value })).toThrow(
      expect.objectContaining({ shortMessage: `Invalid configuration: ${variable} ${reason}` }),
    )
  })
})
