import type { Page } from '@playwright/test'

/**
 * The buttons and links on the page (in the open dialog if there is one) that a screen reader
 * would announce without a name: no text, no `aria-label`, no `aria-labelledby` text, no `title`,
 * no image `alt`. An icon-only button (`×`, `‹`, a copy or QR glyph) must carry a label; a lone
 * symbol character counts as no name. Returns a short description of each one found.
 *
 * @example
 * expect(await namelessControls(page)).toEqual([])
 */
export function namelessControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const scope = document.querySelector('[role="dialog"]') ?? document.body
    const controls = scope.querySelectorAll<HTMLElement>(
      'button, a[href], [role="button"], [role="tab"], [role="link"]',
    )
    const nameOf = (element: HTMLElement): string => {
      const label = element.getAttribute('aria-label')?.trim()
      if (label) return label
      const ids = element.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? []
      const labelled = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
      if (labelled.trim()) return labelled.trim()
      const clone = element.cloneNode(true) as HTMLElement
      for (const hidden of clone.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
      const text = [
        clone.textContent ?? '',
        ...[...clone.querySelectorAll('img')].map((i) => i.alt),
      ]
        .join(' ')
        .trim()
      return text || element.title.trim()
    }
    const found: string[] = []
    for (const control of controls) {
      if (control.closest('[aria-hidden="true"], [inert]')) continue
      const style = getComputedStyle(control)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      // A name made only of symbols (×, ‹, ⧉) is no name to a screen reader user.
      if (!/[\p{L}\p{N}]/u.test(nameOf(control))) found.push(control.outerHTML.slice(0, 120))
    }
    return found
  })
}
