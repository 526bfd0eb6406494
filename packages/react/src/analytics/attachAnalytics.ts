import type { TrackedEvent } from '@portico/core'
import { featuresOf } from '../config/configOptions'
import type { PorticoConfig } from '../createPorticoConfig'

/**
 * Attaches analytics to a config from the modal's chunk: with `features.analytics` off, the events
 * waiting are dropped and new ones too; else the first event loads the sender (its own chunk,
 * `startAnalytics`: it asks the server's project setting once) and every event goes through it,
 * in order. No request before the first event.
 *
 * @example
 * useEffect(() => attachAnalytics(config), [config]) // in ModalRoot
 */
export function attachAnalytics(config: PorticoConfig): void {
  const sink = config.analytics
  if (!sink || sink.send) return
  const waiting = sink.splice(0)
  if (!featuresOf(config).analytics) {
    sink.send = () => {}
    return
  }
  let sender: Promise<(event: TrackedEvent) => void> | undefined
  sink.send = (event) => {
    sender ??= import('./startAnalytics').then((m) => m.startAnalytics(config))
    void sender.then(
      (track) => track(event),
      () => {},
    )
  }
  for (const event of waiting) sink.send(event)
}
