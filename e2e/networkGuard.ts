import type { BrowserContext } from '@playwright/test'
import { isLocalUrl } from './isLocalUrl'

/** What {@link guardNetwork} returns. */
export type NetworkGuard = {
  /** Non-local URLs the browser tried (each was aborted). */
  readonly offenders: string[]
  /** Throws naming every non-local request seen so far. */
  check(): void
}

/**
 * Aborts and records every request of `context` to a non-local host (see `isLocalUrl`), so no
 * test can reach the internet and any attempt fails the test in `check()`.
 *
 * @example
 * const guard = await guardNetwork(context)
 * // … test …
 * guard.check()
 */
export async function guardNetwork(context: BrowserContext): Promise<NetworkGuard> {
  const offenders: string[] = []
  const record = (url: string) => {
    if (!isLocalUrl(url) && !offenders.includes(url)) offenders.push(url)
  }
  await context.route(
    (url) => !isLocalUrl(url),
    (route) => {
      record(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  context.on('request', (request) => record(request.url()))
  return {
    offenders,
    check() {
      if (offenders.length > 0)
        throw new Error(`Requests to non-local hosts:\n  ${offenders.join('\n  ')}`)
    },
  }
}
