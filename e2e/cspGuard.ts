import type { BrowserContext, Page } from '@playwright/test'

/** What {@link guardCsp} returns. */
export type CspGuard = {
  /** Content Security Policy violations the pages reported. */
  readonly violations: string[]
  /** Throws naming every violation seen so far. */
  check(): void
}

/**
 * Records every Content Security Policy violation of `context`'s pages (Chromium reports each
 * as a console error), so a policy that blocks part of the app fails the test in `check()`.
 *
 * @example
 * const guard = guardCsp(context)
 * // … test …
 * guard.check()
 */
export function guardCsp(context: BrowserContext): CspGuard {
  const violations: string[] = []
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        violations.push(`${page.url()}: ${message.text()}`)
    })
  for (const page of context.pages()) watch(page)
  context.on('page', watch)
  return {
    violations,
    check() {
      if (violations.length > 0)
        throw new Error(`Content Security Policy violations:\n  ${violations.join('\n  ')}`)
    },
  }
}
