import type { AddressInfo } from 'node:net'
// @portico/core before @portico/devnet: the devnet's error classes extend core's BaseError.
import { formatAmount } from '@portico/core'
import { getTransactionHistory } from '@portico/core/api'
import { solanaDevnetSeed } from '@portico/devnet'
import { generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devnetTokenListsPath } from '../src/balances/loadTokenLists'
import type { CreateServerReturnType } from '../src/createServer'
import { holdDevnet } from './holdDevnet'
import { solanaTransfers } from './solanaTransfers'
import { startTestServer } from './startTestServer'

// The history route on the run's local Solana chain: transfers made with @solana/kit, the server
// indexing each account on demand from getSignaturesForAddress + getTransaction.
// This file sends the Solana transfers it indexes: it holds the devnet (one such file at a time,
// reverted after).
holdDevnet([], { solana: true })
const solana = inject('solana')
const chainId = solana.caipNetworkId
const { pUSD, PTK } = solana.mints
const chain = solanaTransfers()
let server: CreateServerReturnType

type Item = {
  id: string
  metadata: Record<string, unknown> & { fee?: { numeric: string; decimals: string } }
  transfers: {
    fungible_info: { name: string; symbol: string; address?: string; flags: { is_spam: boolean } }
    direction: string
    quantity: { numeric: string; decimals: string }
  }[]
}

async function history(account: string, query = '') {
  const response = await server.app.inject(
    `/v1/account/${encodeURIComponent(account)}/history${query}`,
  )
  return {
    status: response.statusCode,
    body: response.json() as { data: Item[]; next: string | null },
  }
}
const sol = (lamports: bigint) => formatAmount(lamports, 9)

beforeAll(async () => {
  server = await startTestServer({
    PORTICO_RPC_URLS: `${chainId}=${solana.rpcUrl}`,
    PORTICO_INDEXER: 'on',
    PORTICO_INDEXER_POLL_MS: '50',
    PORTICO_SPAM_TOKENS: `${chainId}:${PTK}`,
    PORTICO_TOKEN_LISTS: devnetTokenListsPath,
  })
})

afterAll(async () => {
  await server?.close()
})

describe('Solana history: SOL and SPL transfers, indexed on demand', () => {
  let alice: KeyPairSigner
  let bob: KeyPairSigner
  let funder: KeyPairSigner
  const sent: Record<string, string> = {}

  beforeAll(async () => {
    funder = await chain.seeded(6)
    alice = await generateKeyPairSigner()
    bob = await generateKeyPairSigner()
    // Oldest first: alice is funded with SOL, pUSD (her ATA created) and spam-flagged PTK, then
    // pays bob SOL and pUSD (his ATA created), pUSD again into his existing account (a
    // transaction that names only his token account), and tries to send more SOL than she has.
    sent.fundSol = await chain.sendSol(funder, alice.address, 5_000_000_000n)
    sent.fundUsd = await chain.sendToken(funder, pUSD, 6, alice.address, 250_000_000n)
    sent.fundPtk = await chain.sendToken(funder, PTK, 9, alice.address, 7n * 10n ** 9n)
    sent.paySol = await chain.sendSol(alice, bob.address, 1_500_000_000n)
    sent.payUsd = await chain.sendToken(alice, pUSD, 6, bob.address, 12_345_678n)
    sent.payUsdAgain = await chain.sendToken(alice, pUSD, 6, bob.address, 1_000_000n, {
      createAta: false,
    })
    sent.failed = await chain.sendSol(alice, bob.address, 1_000n * 10n ** 9n, {
      skipPreflight: true,
    })
  })

  test('the sender sees each transfer newest first: amounts, direction, counterpart, fee, status', async () => {
    const { status, body } = await history(`${chainId}:${alice.address}`)
    expect(status).toBe(200)
    expect(body.next).toBeNull()
    const order = ['failed', 'payUsdAgain', 'payUsd', 'paySol', 'fundPtk', 'fundUsd', 'fundSol']
    expect(body.data.map((item) => item.metadata.hash)).toEqual(order.map((key) => sent[key]))
    const byKey = Object.fromEntries(order.map((key, index) => [key, body.data[index] as Item]))

    const failed = await chain.transaction(sent.failed as string)
    expect(failed.err).not.toBeNull()
    expect(byKey.failed?.metadata).toMatchObject({
      status: 'failed',
      operationType: 'send',
      sentFrom: alice.address,
      sentTo: bob.address,
      fee: { numeric: sol(failed.fee), decimals: '9' },
    })
    expect(byKey.failed?.transfers).toEqual([
      {
        fungible_info: expect.objectContaining({
          name: 'Solana',
          symbol: 'SOL',
          flags: { is_spam: false },
        }),
        direction: 'out',
        quantity: { numeric: '1000', decimals: '9' },
      },
    ])

    for (const [key, numeric] of [
      ['payUsd', '12.345678'],
      ['payUsdAgain', '1'],
    ] as const) {
      const tx = await chain.transaction(sent[key] as string)
      expect(tx.fee).toBeGreaterThan(solanaDevnetSeed.lamportsPerSignature) // priority fee paid
      expect(byKey[key]?.metadata).toMatchObject({
        status: 'confirmed',
        operationType: 'send',
        chain: chainId,
        sentFrom: alice.address,
        sentTo: bob.address,
        minedAt: new Date(Number(tx.blockTime) * 1000).toISOString(),
        fee: { numeric: sol(tx.fee), decimals: '9' },
      })
      expect(byKey[key]?.transfers).toEqual([
        {
          // Name and symbol from the server's token list (data/devnet-tokens.json).
          fungible_info: {
            name: solanaDevnetSeed.tokens.pUSD.name,
            symbol: solanaDevnetSeed.tokens.pUSD.symbol,
            icon: { url: '/public/getTokenImage/pUSD' },
            address: pUSD,
            flags: { is_spam: false },
          },
          direction: 'out',
          quantity: { numeric, decimals: '6' },
        },
      ])
    }
    const paySol = await chain.transaction(sent.paySol as string)
    expect(byKey.paySol?.metadata.fee).toEqual({ numeric: sol(paySol.fee), decimals: '9' })
    expect(byKey.paySol?.transfers[0]?.quantity).toEqual({ numeric: '1.5', decimals: '9' })
    expect(byKey.paySol?.id).toBe(`${chainId}/${sent.paySol}`)

    // Received: no fee (the funder paid it); PTK is flagged spam by PORTICO_SPAM_TOKENS.
    expect(byKey.fundSol?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: funder.address,
    })
    expect(byKey.fundSol?.metadata.fee).toBeUndefined()
    expect(byKey.fundSol?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '5', decimals: '9' },
    })
    expect(byKey.fundUsd?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '250', decimals: '6' },
      fungible_info: { address: pUSD, flags: { is_spam: false } },
    })
    expect(byKey.fundPtk?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '7', decimals: '9' },
      fungible_info: { address: PTK, flags: { is_spam: true } },
    })
  })

  test('the recipient sees the same transfers as receives, including one that named only his token account', async () => {
    const { body } = await history(bob.address, `?chainId=${chainId}`)
    expect(body.data.map((item) => item.metadata.hash)).toEqual(
      ['failed', 'payUsdAgain', 'payUsd', 'paySol'].map((key) => sent[key]),
    )
    expect(body.data.map((item) => item.metadata.operationType)).toEqual([
      'receive',
      'receive',
      'receive',
      'receive',
    ])
    expect(body.data.map((item) => item.metadata.status)).toEqual([
      'failed',
      'confirmed',
      'confirmed',
      'confirmed',
    ])
    expect(
      body.data.map((item) => item.transfers.map((t) => [t.direction, t.quantity.numeric])),
    ).toEqual([[['in', '1000']], [['in', '1']], [['in', '12.345678']], [['in', '1.5']]])
    expect(body.data.every((item) => item.metadata.sentFrom === alice.address)).toBe(true)
    expect(body.data.every((item) => item.metadata.fee === undefined)).toBe(true)
  })

  test('a later request picks up new transactions (until the newest indexed)', async () => {
    const signature = await chain.sendSol(bob, alice.address, 100_000_000n)
    const { body } = await history(`${chainId}:${alice.address}`)
    expect(body.data[0]?.metadata).toMatchObject({ hash: signature, operationType: 'receive' })
    expect(body.data).toHaveLength(8)
    const { body: bobs } = await history(`${chainId}:${bob.address}`)
    expect(bobs.data[0]?.metadata).toMatchObject({ hash: signature, operationType: 'send' })
    expect(bobs.data[0]?.metadata.fee).toBeDefined()
  })

  test("the kit's getTransactionHistory reads the same history over HTTP", async () => {
    // Core's CAIP parsers accept the public clusters' ids only, so this server serves the local
    // chain under Solana devnet's id (an operator may name its node any served id).
    const devnetId = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
    const other = await startTestServer({
      PORTICO_RPC_URLS: `${devnetId}=${solana.rpcUrl}`,
      PORTICO_INDEXER: 'on',
    })
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' })
      const page = await getTransactionHistory({
        baseUrl: `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`,
        projectId: 'portico-local',
        account: `${devnetId}:${bob.address}`,
      })
      const { body } = await history(`${chainId}:${bob.address}`)
      expect(page.next).toBeNull()
      expect(page.data.map((item) => item.metadata.hash)).toEqual(
        body.data.map((item) => item.metadata.hash),
      )
      expect(page.data.map((item) => item.metadata.chain)).toEqual(body.data.map(() => devnetId))
      expect(page.data[1]?.metadata).toMatchObject({ status: 'failed', sentFrom: alice.address })
      expect(page.data[2]?.transfers[0]).toMatchObject({
        direction: 'in',
        quantity: { numeric: '1', decimals: '6' },
      })
    } finally {
      await other.close()
    }
  })
})

describe('Solana history: paging and bad input', () => {
  test('51 transactions page as 50 + 1 with the cursor, newest first, each once', async () => {
    const funder = await chain.seeded(5)
    const carol = await generateKeyPairSigner()
    const signatures: string[] = []
    for (let index = 1; index <= 51; index++)
      signatures.push(await chain.sendSol(funder, carol.address, BigInt(index) * 1_000_000n))
    const first = await history(`${chainId}:${carol.address}`)
    expect(first.body.data).toHaveLength(50)
    expect(first.body.next).toEqual(expect.any(String))
    const second = await history(
      `${chainId}:${carol.address}`,
      `?cursor=${first.body.next as string}`,
    )
    expect(second.body.next).toBeNull()
    const all = [...first.body.data, ...second.body.data]
    expect(all.map((item) => item.metadata.hash)).toEqual([...signatures].reverse())
    expect(all.map((item) => item.transfers[0]?.quantity.numeric)).toEqual(
      signatures.map((_, index) => sol(BigInt(51 - index) * 1_000_000n)),
    )
  }, 60_000)

  test.each([
    [
      'a cursor the server did not issue',
      `${chainId}:${solana.accounts[0]}`,
      '?cursor=bm90LWEtY3Vyc29y',
      /cursor/,
    ],
    ['an invalid Solana address', `${chainId}:0OIl1111111111111111111111111111`, '', /Invalid/],
  ])('%s → 400', async (_, account, query, message) => {
    const { status, body } = await history(account, query)
    expect(status).toBe(400)
    expect((body as unknown as { message: string }).message).toMatch(message)
  })

  test('a node that does not answer for an account never indexed → 502 without internal text', async () => {
    const down = await startTestServer({
      // Port 9 (discard) on loopback: nothing listens there.
      PORTICO_RPC_URLS: `${chainId}=http://127.0.0.1:9/secret-key`,
      PORTICO_INDEXER: 'on',
    })
    try {
      const response = await down.app.inject(`/v1/account/${chainId}:${solana.accounts[0]}/history`)
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({
        error: 'Bad Gateway',
        message: 'The Solana node did not answer',
      })
      expect(response.body).not.toMatch(/secret|127\.0\.0\.1/)
    } finally {
      await down.close()
    }
  })

  test('a Solana chain the server does not serve answers an empty page', async () => {
    const { status, body } = await history(
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solana.accounts[0]}`,
    )
    expect(status).toBe(200)
    expect(body).toEqual({ data: [], next: null })
  })
})
