import { createFakeClock, type TrackedEvent } from '@portico/core/internal'
import { describe, expect, it, vi } from 'vitest'
import type { AnalyticsSink, PorticoConfig } from '../createPorticoConfig'
import { ANALYTICS_LOAD_DELAY_MS, attachAnalytics } from './attachAnalytics'

// The sender's chunk (it asks the server): replaced to see when it loads and what it gets.
const sent = vi.hoisted(() => ({ starts: 0, events: [] as string[] }))
vi.mock('./startAnalytics', () => ({
  startAnalytics: async () => {
    sent.starts++
    return (event: TrackedEvent) => void sent.events.push(event.event)
  },
}))

/** Only what attachAnalytics reads of the config. */
const configWith = (analytics: boolean, sink: AnalyticsSink, clock = createFakeClock()) =>
  ({ analytics: sink, options: { features: { analytics } }, clock }) as unknown as PorticoConfig
const settle = () => new Promise((done) => setTimeout(done, 0))

describe('attachAnalytics', () => {
  it('with features.analytics off, drops the waiting events and every later one', () => {
    const sink: AnalyticsSink = [{ event: 'MODAL_OPEN' }]
    attachAnalytics(configWith(false, sink))
    expect([...sink]).toEqual([])
    sink.send?.({ event: 'MODAL_CLOSE' })
    expect([...sink]).toEqual([])
  })

  it('attaches once: a second call keeps the first sender', () => {
    const sink: AnalyticsSink = []
    attachAnalytics(configWith(false, sink))
    const first = sink.send
    attachAnalytics(configWith(true, sink))
    expect(sink.send).toBe(first)
  })

  it('loads the sender when the modal closes, never as it opens; events keep their order', async () => {
    sent.starts = 0
    sent.events = []
    const sink: AnalyticsSink = [{ event: 'MODAL_OPEN' }]
    attachAnalytics(configWith(true, sink))
    sink.send?.({ event: 'CONNECT_SUCCESS' })
    await settle()
    expect(sent.starts).toBe(0)
    sink.send?.({ event: 'MODAL_CLOSE' })
    await settle()
    expect(sent.starts).toBe(1)
    sink.send?.({ event: 'MODAL_OPEN' })
    await settle()
    expect(sent.events).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'MODAL_CLOSE', 'MODAL_OPEN'])
  })

  it('loads the sender at the latest the delay after the first event', async () => {
    sent.starts = 0
    sent.events = []
    const clock = createFakeClock()
    const sink: AnalyticsSink = []
    attachAnalytics(configWith(true, sink, clock))
    sink.send?.({ event: 'MODAL_OPEN' })
    clock.advance(ANALYTICS_LOAD_DELAY_MS - 1)
    await settle()
    expect(sent.starts).toBe(0)
    clock.advance(1)
    await settle()
    expect(sent.starts).toBe(1)
    expect(sent.events).toEqual(['MODAL_OPEN'])
  })
})
