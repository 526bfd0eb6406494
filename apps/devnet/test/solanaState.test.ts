import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { solanaStateFiles } from '../src/solana/solanaState'
import { startSolanaDevnet } from '../src/solana/startSolanaDevnet'

// biome-ignore lint/suspicious/noExplicitAny: JSON-RPC answers, checked field by field by the assertions
type Json = any

const stateDir = mkdtempSync(join(tmpdir(), 'portico-solana-state-'))
afterAll(() => rmSync(stateDir, { recursive: true, force: true }))

const call = async (url: string, method: string, params: unknown[] = []) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: Json; error?: unknown }
  if (body.error) throw new Error(JSON.stringify(body.error))
  return body.result
}

test('state saved on stop and restored: balances, slot, blockhash and old signatures', async () => {
  const target = 'BeefBeefBeefBeefBeefBeefBeefBeefBeefBeefBeef'
  const first = await startSolanaDevnet({ port: 0, wsPort: 0, stateDir })
  let before: { slot: number; signature: string; blockhash: string; sender: number }
  try {
    const signature = await call(first.rpcUrl, 'requestAirdrop', [target, 5_000_000_000])
    await call(first.rpcUrl, 'requestAirdrop', [target, 1_000_000_000])
    before = {
      slot: await call(first.rpcUrl, 'getSlot'),
      signature,
      blockhash: (await call(first.rpcUrl, 'getLatestBlockhash')).value.blockhash,
      sender: (await call(first.rpcUrl, 'getBalance', [first.accounts[0]?.address])).value,
    }
  } finally {
    await first.stop()
  }
  for (const file of Object.values(solanaStateFiles))
    expect(existsSync(join(stateDir, file))).toBe(true)

  const second = await startSolanaDevnet({ port: 0, wsPort: 0, stateDir })
  try {
    const url = second.rpcUrl
    expect(await call(url, 'getSlot')).toBe(before.slot)
    expect((await call(url, 'getBalance', [target])).value).toBe(6_000_000_000)
    // Seeding was not repeated: the funded account is as it was, not topped up twice.
    expect((await call(url, 'getBalance', [second.accounts[0]?.address])).value).toBe(before.sender)
    expect((await call(url, 'isBlockhashValid', [before.blockhash])).value).toBe(true)
    const history = await call(url, 'getSignaturesForAddress', [target])
    expect(history).toHaveLength(2)
    expect(history[1].signature).toBe(before.signature)
    const tx = await call(url, 'getTransaction', [
      before.signature,
      { maxSupportedTransactionVersion: 0 },
    ])
    expect(tx.meta.postBalances[1]).toBe(5_000_000_000)
    const statuses = await call(url, 'getSignatureStatuses', [[before.signature]])
    expect(statuses.value[0].slot).toBe(before.slot - 1)
    // New transactions continue the slots.
    await call(url, 'requestAirdrop', [target, 1])
    expect(await call(url, 'getSlot')).toBe(before.slot + 1)
  } finally {
    await second.stop()
  }
})
