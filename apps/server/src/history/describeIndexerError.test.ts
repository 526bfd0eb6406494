import { expect, test } from 'vitest'
import { describeIndexerError } from './describeIndexerError'
import { HistoryRpcError } from './errors'

const url =
  'https://portico-app:hunter22@rpc.example.com/v3/0123456789abcdef0123456789abcdef?key=s3cr3tkey'

test('a Portico error: the short message and its reason, without the docs line', () => {
  const error = new HistoryRpcError(
    'eip155:1',
    'eth_getLogs: query returned more than 10000 results',
  )
  expect(describeIndexerError({ error })).toBe(
    'History indexer RPC call failed: eip155:1: eth_getLogs: query returned more than 10000 results',
  )
})

test('another error: its message and its cause (e.g. the database driver)', () => {
  const error = new Error('Failed query: select 1', { cause: new Error('Connection terminated') })
  expect(describeIndexerError({ error })).toBe('Failed query: select 1 (Connection terminated)')
  expect(describeIndexerError({ error: 'plain' })).toBe('plain')
})

test('no secret of a node URL reaches the text, with or without its URL', () => {
  const error = new HistoryRpcError(
    'eip155:1',
    `eth_call: ${url} refused 0123456789abcdef0123456789abcdef; key s3cr3tkey; user hunter22`,
  )
  const text = describeIndexerError({ error, urls: [url] })
  expect(text).toBe(
    'History indexer RPC call failed: eip155:1: eth_call: https://***:***@rpc.example.com/v3/***?key=*** refused ***; key ***; user ***',
  )
  // Any URL is redacted, even one not configured.
  expect(describeIndexerError({ error: new Error('postgres://app:pw@db:5432/portico down') })).toBe(
    'postgres://***:***@db:5432/portico down',
  )
})
