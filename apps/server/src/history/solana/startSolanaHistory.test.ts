import { createFakeClock } from '@portico/core/internal'
import { generateKeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { holdDevnet } from '../../../test/holdDevnet'
import { solanaTransfers } from '../../../test/solanaTransfers'
import { type OpenDatabaseReturnType, openDatabase } from '../../db/openDatabase'
import { readSolanaHistoryPage } from './readSolanaHistoryPage'
import { startSolanaHistory } from './startSolanaHistory'

// This file sends the Solana transfers it indexes: it holds the devnet (one such file at a time,
// reverted after).
holdDevnet([], { solana: true })
const solana = inject('solana')
const chain = solanaTransfers()
let database: OpenDatabaseReturnType

beforeAll(async () => {
  const url = process.env.DATABASE_URL
  database = await openDatabase(
    url === undefined ? { driver: 'pglite', dataDir: undefined } : { driver: 'postgres', url },
  )
})
afterAll(() => database?.close())

test('an account asked for is refreshed in the background on the poll interval', async () => {
  const clock = createFakeClock({ start: Date.now() })
  let refreshed: ((address: string) => void) | undefined
  const history = startSolanaHistory({
    db: database.db,
    chains: [{ caipNetworkId: solana.caipNetworkId, url: solana.rpcUrl }],
    timeoutMs: 10_000,
    pollIntervalMs: 1000,
    clock,
    onRefreshed: (_, address) => refreshed?.(address),
  })
  try {
    const dave = (await generateKeyPairSigner()).address
    const read = () =>
      readSolanaHistoryPage({ db: database.db, address: dave, chainIds: [solana.caipNetworkId] })
    expect(await history.isIndexed(solana.caipNetworkId, dave)).toBe(false)
    await history.refresh(solana.caipNetworkId, dave)
    expect(await history.isIndexed(solana.caipNetworkId, dave)).toBe(true)
    expect((await read()).data).toEqual([])

    const signature = await chain.sendSol(await chain.seeded(4), dave, 2_000_000n)
    const done = new Promise<string>((resolve) => {
      refreshed = resolve
    })
    clock.advance(1000)
    expect(await done).toBe(dave)
    const { data } = await read()
    expect(data.map((item) => [item.metadata.hash, item.metadata.operationType])).toEqual([
      [signature, 'receive'],
    ])
    expect(data[0]?.transfers[0]?.quantity).toEqual({ numeric: '0.002', decimals: '9' })
  } finally {
    await history.stop()
  }
})
