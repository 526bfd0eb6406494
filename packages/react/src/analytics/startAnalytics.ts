import { getAnalyticsConfig, postAnalyticsEvents } from '@portico/core/api'
import { createAnalyticsQueue, getServerClient, type TrackEvent } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'

/**
 * The analytics of a config, started by its first tracked event (its own chunk): asks the
 * project's setting once (`GET /getAnalyticsConfig`; any failure reads as off) and, only when
 * on, batches the events to the same Portico server (`POST /v1/analytics/events`) with SPEC §9's
 * cap of 5 error events a minute; what is queued leaves when the page is hidden. Never another
 * host: without a Portico server, nothing is sent.
 *
 * @example
 * const track = await startAnalytics(config)
 * track({ event: 'MODAL_OPEN' })
 */
export async function startAnalytics(config: PorticoConfig): Promise<TrackEvent> {
  const client = getServerClient(config)
  const off: TrackEvent = () => {}
  if (!client) return off
  const { isAnalyticsEnabled } = await getAnalyticsConfig(client)
  if (!isAnalyticsEnabled) return off
  const queue = createAnalyticsQueue({
    clock: config.clock,
    send: (events) => postAnalyticsEvents(client, { events }),
  })
  globalThis.addEventListener?.('pagehide', () => void queue.flush())
  globalThis.document?.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void queue.flush()
  })
  return (event) => void queue.track(event)
}
