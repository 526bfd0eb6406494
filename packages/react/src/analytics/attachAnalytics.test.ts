import { describe, expect, it } from 'vitest'
import type { AnalyticsSink, PorticoConfig } from '../createPorticoConfig'
import { attachAnalytics } from './attachAnalytics'

/** Only what attachAnalytics reads of the config. */
const configWith = (analytics: boolean, sink: AnalyticsSink) =>
  ({ analytics: sink, options: { features: { analytics } } }) as unknown as PorticoConfig

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
})
