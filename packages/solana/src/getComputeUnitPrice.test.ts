// The priority fee from getRecentPrioritizationFees: the percentile pick on its own, then against
// the real local Solana chain (its facade answers the method from the fees transactions paid) and a
// node without the method (a real HTTP server answering "method not found").
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { InvalidParameterError } from '@portico/core'
import { SOLANA_COMPUTE_UNIT_PRICE } from '@portico/core/internal'
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget'
import { getTransferSolInstruction } from '@solana-program/system'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type UsedSolanaDevnet, useSolanaDevnet } from '../test/solanaFixture'
import { getComputeUnitPrice, pickPercentile, resolvePriorityFee } from './getComputeUnitPrice'

describe('pickPercentile', () => {
  it('takes the nearest rank: 0 the lowest, 100 the highest, none 0', () => {
    expect(pickPercentile([30n, 0n, 20n, 10n], 75)).toBe(20n)
    expect(pickPercentile([30n, 0n, 20n, 10n], 0)).toBe(0n)
    expect(pickPercentile([30n, 0n, 20n, 10n], 100)).toBe(30n)
    expect(pickPercentile([], 75)).toBe(0n)
  })
  it('is one of the fees, and grows with the percentile', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 150 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (fees, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(fees).toContain(pickPercentile(fees, low))
          expect(pickPercentile(fees, low) <= pickPercentile(fees, high)).toBe(true)
        },
      ),
    )
  })
})

describe('resolvePriorityFee', () => {
  it("75th percentile and SPEC §9's price as the cap by default", () => {
    expect(resolvePriorityFee()).toEqual({
      percentile: 75,
      maxMicroLamports: BigInt(SOLANA_COMPUTE_UNIT_PRICE),
    })
  })
  it.each([
    { percentile: -1 },
    { percentile: 101 },
    { percentile: Number.NaN },
    { maxMicroLamports: -1 },
    { maxMicroLamports: 1.5 },
  ])('refuses %j', (options) => {
    expect(() => resolvePriorityFee(options)).toThrowError(InvalidParameterError)
  })
})

describe('getComputeUnitPrice on the local Solana chain', () => {
  let solana: UsedSolanaDevnet
  let rpc: ReturnType<typeof createSolanaRpc>
  const paid = [1_000n, 5_000n, 2_000n, 9_000n]
  let busy: string

  beforeAll(async () => {
    solana = await useSolanaDevnet()
    rpc = createSolanaRpc(solana.rpcUrl)
    const payer = await createKeyPairSignerFromBytes(solana.accounts[3]?.keyPairBytes as Uint8Array)
    busy = (await generateKeyPairSigner()).address
    // Four transfers to the same account, each paying its own compute-unit price.
    for (const [index, microLamports] of paid.entries()) {
      const { value: blockhash } = await rpc.getLatestBlockhash().send()
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
        (m) =>
          appendTransactionMessageInstructions(
            [
              getSetComputeUnitPriceInstruction({ microLamports }),
              getTransferSolInstruction({
                source: payer,
                destination: address(busy),
                amount: 1_000_000n + BigInt(index),
              }),
            ],
            m,
          ),
      )
      const signed = await signTransactionMessageWithSigners(message)
      await rpc
        .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
        .send()
    }
  })
  afterAll(() => solana?.stop())

  it('answers the percentile of what recent blocks paid to write the accounts', async () => {
    const accounts = [address(busy)]
    const fees = await rpc.getRecentPrioritizationFees(accounts).send()
    expect(fees.map((entry) => BigInt(entry.prioritizationFee))).toEqual(paid)
    expect(await getComputeUnitPrice({ rpc, accounts, percentile: 50 })).toBe(2_000n)
    expect(await getComputeUnitPrice({ rpc, accounts })).toBe(5_000n)
    expect(await getComputeUnitPrice({ rpc, accounts, percentile: 100 })).toBe(9_000n)
  })

  it('is capped at maxMicroLamports, and 0 for accounts no recent block wrote', async () => {
    const accounts = [address(busy)]
    expect(
      await getComputeUnitPrice({ rpc, accounts, percentile: 100, maxMicroLamports: 3_000 }),
    ).toBe(3_000n)
    const idle = (await generateKeyPairSigner()).address
    expect(await getComputeUnitPrice({ rpc, accounts: [idle] })).toBe(0n)
  })

  it('a node without the method: the cap (SPEC §9 price by default)', async () => {
    const node = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const { id } = JSON.parse(body) as { id: number }
        response.setHeader('content-type', 'application/json')
        response.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id,
            error: { code: -32601, message: 'Method not found' },
          }),
        )
      })
    })
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
      const accounts = [address(busy)]
      expect(await getComputeUnitPrice({ rpc: createSolanaRpc(url), accounts })).toBe(
        BigInt(SOLANA_COMPUTE_UNIT_PRICE),
      )
      expect(
        await getComputeUnitPrice({ rpc: createSolanaRpc(url), accounts, maxMicroLamports: 7 }),
      ).toBe(7n)
    } finally {
      await new Promise((resolve) => node.close(resolve))
    }
  })
})
