import { featuresOf, modalEvents, type TrackedEvent } from '@portico/core/internal'
import type { PorticoConfig } from '../createPorticoConfig'

/** The first event's sender loads this long after it at most (it batches for 5 s anyway). */
export const ANALYTICS_LOAD_DELAY_MS = 5_000

/**
 * Attaches analytics to a config from the modal's chunk: with `features.analytics` off, the events
 * waiting are dropped and new ones too; else the sender (its own chunk, `startAnalytics`: it asks
 * the server's project setting once) loads when the modal closes or
 * {@link ANALYTICS_LOAD_DELAY_MS} after the first event, whichever comes first — never while the
 * modal is being drawn — and every event goes through it, in order. No request before the first
 * event.
 *
 * @example
 * useEffect(() => attachAnalytics(config), [config]) // in ModalRoot
 */
export function attachAnalytics(config: PorticoConfig): void {
  const sink = config.analytics
  if (!sink || sink.send) return
  const waiting: TrackedEvent[] = sink.splice(0)
  if (!featuresOf(config).analytics) {
    sink.send = () => {}
    return
  }
  let sender: Promise<(event: TrackedEvent) => void> | undefined
  let timer: ReturnType<typeof config.clock.setTimeout> | undefined
  const deliver = (event: TrackedEvent) =>
    void sender?.then(
      (track) => track(event),
      () => {},
    )
  const start = () => {
    if (timer !== undefined) config.clock.clearTimeout(timer)
    sender ??= import('./startAnalytics').then((m) => m.startAnalytics(config))
    for (const event of waiting.splice(0)) deliver(event)
  }
  sink.send = (event) => {
    if (sender) return deliver(event)
    waiting.push(event)
    if (event.event === modalEvents.MODAL_CLOSE) start()
    else timer ??= config.clock.setTimeout(start, ANALYTICS_LOAD_DELAY_MS)
  }
  if (waiting.length > 0) timer = config.clock.setTimeout(start, ANALYTICS_LOAD_DELAY_MS)
}
