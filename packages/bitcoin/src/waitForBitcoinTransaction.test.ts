// Unit test of the status poll's logic with a fake clock and a fake Esplora on the kit's side
// of the boundary (the poll against the real devnet: sendPayment.test.ts).
import { createFakeClock } from '@portico/core/internal'
import { describe, expect, it, vi } from 'vitest'
import { BitcoinEsploraError } from './errors'
import type { EsploraTxStatus } from './esplora/parseEsplora'
import { BITCOIN_STATUS_POLL_MS, waitForBitcoinTransaction } from './waitForBitcoinTransaction'

const txid = 'ab'.repeat(32)
const notFound = () =>
  new BitcoinEsploraError({
    path: `/tx/${txid}/status`,
    status: 404,
    text: 'Transaction not found',
  })

function fakeEsplora(answers: (EsploraTxStatus | Error)[]) {
  const asked: number[] = []
  return {
    asked,
    esplora: {
      async getTxStatus() {
        const answer = answers[Math.min(asked.length, answers.length - 1)] as
          | EsploraTxStatus
          | Error
        asked.push(asked.length)
        if (answer instanceof Error) throw answer
        return answer
      },
      async getTransaction() {
        return { fee: 141n } as Awaited<
          ReturnType<import('./esplora/createEsploraClient').EsploraClient['getTransaction']>
        >
      },
    },
  }
}

describe('waitForBitcoinTransaction', () => {
  it('asks at once, then every second on the clock (not yet seen → waits on) until it is in a block', async () => {
    const clock = createFakeClock()
    const { esplora, asked } = fakeEsplora([
      notFound(),
      { confirmed: false },
      { confirmed: true, blockHeight: 120 },
    ])
    const wait = waitForBitcoinTransaction({ esplora, txid, clock })
    await vi.waitFor(() => expect(asked).toHaveLength(1))
    clock.advance(BITCOIN_STATUS_POLL_MS - 1)
    expect(asked).toHaveLength(1)
    clock.advance(1)
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    clock.advance(BITCOIN_STATUS_POLL_MS)
    expect(await wait).toEqual({ status: 'success', fee: 141n, blockHeight: 120 })
    expect(asked).toHaveLength(3)
    expect(clock.pending()).toBe(0)
  })

  it('throws an Esplora failure other than 404', async () => {
    const { esplora } = fakeEsplora([
      new BitcoinEsploraError({ path: '/tx', status: 503, text: 'busy' }),
    ])
    await expect(
      waitForBitcoinTransaction({ esplora, txid, clock: createFakeClock() }),
    ).rejects.toMatchObject({
      status: 503,
    })
  })

  it('stops on abort, clearing its timer', async () => {
    const clock = createFakeClock()
    const { esplora, asked } = fakeEsplora([{ confirmed: false }])
    const controller = new AbortController()
    const wait = waitForBitcoinTransaction({ esplora, txid, clock, signal: controller.signal })
    await vi.waitFor(() => expect(clock.pending()).toBe(1))
    controller.abort(new Error('left the page'))
    await expect(wait).rejects.toThrow('left the page')
    expect(clock.pending()).toBe(0)
    expect(asked).toHaveLength(1)
  })
})
