import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../clock/createFakeClock'
import { TELEMETRY_ERROR_EVENTS_PER_MINUTE } from '../constants'
import { type AnalyticsEvent, createAnalyticsQueue } from './createAnalyticsQueue'

const setup = (maxBatch?: number) => {
  const clock = createFakeClock()
  const batches: AnalyticsEvent[][] = []
  const queue = createAnalyticsQueue({
    clock,
    maxBatch,
    send: async (events) => void batches.push(events),
  })
  return { clock, batches, queue }
}

describe('createAnalyticsQueue', () => {
  it('sends the events of 5 s in one batch, with their time', async () => {
    const { clock, batches, queue } = setup()
    queue.track({ event: 'MODAL_OPEN' })
    clock.advance(1_000)
    queue.track({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', namespace: 'eip155' },
    })
    expect(batches).toEqual([])
    clock.advance(4_000)
    await Promise.resolve()
    expect(batches).toEqual([
      [
        { event: 'MODAL_OPEN', properties: {}, timestamp: 0 },
        {
          event: 'CONNECT_SUCCESS',
          properties: { method: 'browser', namespace: 'eip155' },
          timestamp: 1_000,
        },
      ],
    ])
  })

  it('sends at once when the batch is full, and on flush', async () => {
    const { batches, queue } = setup(2)
    queue.track({ event: 'MODAL_OPEN' })
    queue.track({ event: 'MODAL_CLOSE' })
    expect(batches.map((b) => b.length)).toEqual([2])
    queue.track({ event: 'MODAL_OPEN' })
    await queue.flush()
    expect(batches.map((b) => b.length)).toEqual([2, 1])
  })

  it(`keeps at most ${TELEMETRY_ERROR_EVENTS_PER_MINUTE} error events in any minute (SPEC §9)`, async () => {
    const { clock, batches, queue } = setup(100)
    const accepted = Array.from({ length: 7 }, () =>
      queue.track({ event: 'SIWX_AUTH_ERROR', properties: { message: 'Signature declined' } }),
    )
    expect(accepted).toEqual([true, true, true, true, true, false, false])
    // Other events are never capped.
    expect(queue.track({ event: 'SIWX_AUTH_SUCCESS' })).toBe(true)
    clock.advance(59_999)
    expect(queue.track({ event: 'ERROR_FETCH_TRANSACTIONS' })).toBe(false)
    clock.advance(1)
    expect(queue.track({ event: 'ERROR_FETCH_TRANSACTIONS' })).toBe(true)
    await queue.flush()
    const sent = batches.flat()
    expect(sent.filter((e) => e.event.includes('ERROR'))).toHaveLength(
      TELEMETRY_ERROR_EVENTS_PER_MINUTE + 1,
    )
  })

  it('sends plain values only, with addresses replaced', async () => {
    const { batches, queue } = setup()
    queue.track({
      event: 'DISCONNECT_ERROR',
      properties: {
        message: 'Failed to disconnect 0x70997970C51812dc3A010C7d01b50e0d17dc79C8 on chain',
        solana: 'at 9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
        nested: { a: 1 },
        cursor: null,
        count: 2,
      },
    })
    await queue.flush()
    expect(batches[0]?.[0]?.properties).toEqual({
      message: 'Failed to disconnect [address] on chain',
      solana: 'at [address]',
      count: 2,
    })
  })

  it('drops a batch the server refused, and goes on', async () => {
    const clock = createFakeClock()
    let calls = 0
    const queue = createAnalyticsQueue({
      clock,
      send: async () => {
        calls++
        throw new Error('HTTP status code: 429')
      },
    })
    queue.track({ event: 'MODAL_OPEN' })
    await queue.flush()
    await queue.flush()
    expect(calls).toBe(1)
  })
})
