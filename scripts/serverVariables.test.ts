import { loadConfig } from '@portico/server'
import { expect, test } from 'vitest'
import { findDocumentedVariables } from './findDocumentedVariables'
import { serverVariables } from './serverVariables'
import { repoRoot } from './stack'

test('npm start hands every documented variable to the server, PORTICO_INDEXER_* among them', async () => {
  const known = await findDocumentedVariables({ root: repoRoot })
  const env = Object.fromEntries([...known.names].map((name) => [name, `value of ${name}`]))
  const warnings: string[] = []
  const passed = serverVariables(
    { ...env, HOME: '/root', PATH: '/usr/bin', DATABASE_URL: 'memory://' },
    known,
    (line) => warnings.push(line),
  )
  expect(passed).toEqual({ ...env, DATABASE_URL: 'memory://' })
  expect(warnings).toEqual([])
  for (const name of [
    'PORTICO_INDEXER',
    'PORTICO_INDEXER_START_BLOCKS',
    'PORTICO_INDEXER_BACKFILL_BLOCKS',
    'PORTICO_INDEXER_BATCH_BLOCKS',
  ])
    expect(known.names).toContain(name)
})

test('the server reads the indexer settings npm start passes; an unknown name is passed and warned about', async () => {
  const known = await findDocumentedVariables({ root: repoRoot })
  const warnings: string[] = []
  const passed = serverVariables(
    {
      PORTICO_INDEXER_START_BLOCKS: 'eip155:31337=42',
      PORTICO_INDEXER_BATCH_BLOCKS: '7',
      PORTICO_INDEXER_POLL_MS: '',
      PORTICO_INDEXR_POLL_MS: '50',
    },
    known,
    (line) => warnings.push(line),
  )
  expect(warnings).toEqual([
    'Warning: PORTICO_INDEXR_POLL_MS is not a documented Portico setting (docs/configuration.md): check its name',
  ])
  const config = loadConfig({ DATABASE_URL: 'memory://', PORTICO_DEV: '1', ...passed })
  expect(config.indexer.startBlocks).toEqual({ 'eip155:31337': 42 })
  expect(config.indexer.batchBlocks).toBe(7)
})
