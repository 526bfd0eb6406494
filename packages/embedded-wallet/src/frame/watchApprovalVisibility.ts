/** Reports (true/false) whether every target is seen by the user; answers a function that stops. */
export type WatchVisibility = (targets: Element[], report: (visible: boolean) => void) => () => void

/** IntersectionObserver v2's options and entry field (Chromium); not yet in TypeScript's DOM lib. */
type ObserverV2Init = IntersectionObserverInit & { trackVisibility: boolean; delay: number }
type EntryV2 = IntersectionObserverEntry & { isVisible?: boolean }

/**
 * How the frame knows its approval screen is really seen: IntersectionObserver v2
 * (`trackVisibility: true`, `delay: 100`), whose `isVisible` is false while the embedding page
 * makes the frame transparent, covers it with anything, or transforms or filters it. A target
 * counts as seen when it is visible and (for all but the first, e.g. the Approve button) wholly
 * inside the frame's viewport. Answers undefined in a browser without v2 (Firefox, Safari at the
 * time of writing): there the frame cannot tell, and approves only in a window of its own origin.
 *
 * @example
 * const watch = watchApprovalVisibility(window)
 * const stop = watch?.([dialog, approve], (visible) => arming.visible(visible))
 */
export function watchApprovalVisibility(
  win: (Window & typeof globalThis) | null,
): WatchVisibility | undefined {
  const Observer = win?.IntersectionObserver
  const Entry = win?.IntersectionObserverEntry
  if (Observer === undefined || Entry === undefined || !('isVisible' in Entry.prototype))
    return undefined
  return (targets, report) => {
    const seen = new Map<Element, boolean>()
    const options: ObserverV2Init = { trackVisibility: true, delay: 100, threshold: [0, 1] }
    const observer = new Observer((entries) => {
      for (const entry of entries as EntryV2[]) {
        const whole = entry.target === targets[0] || entry.intersectionRatio >= 0.99
        seen.set(entry.target, entry.isIntersecting && entry.isVisible === true && whole)
      }
      report(targets.every((target) => seen.get(target) === true))
    }, options)
    for (const target of targets) observer.observe(target)
    return () => observer.disconnect()
  }
}
