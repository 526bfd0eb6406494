import type { RefObject } from 'react'

// With the Connect view's chunk (a connected visitor's idle load does not carry it): the one
// layout at idle of the Connect dialog that ModalRoot draws ahead, hidden.

/** Whether a hidden dialog was laid out once on this page already ({@link warmLayout}). */
let warmed = false

/**
 * Lays the hidden dialog out once, invisible and within one task (nothing is painted): the first
 * layout of its rows pays for the fonts' sizes and weights and their shaping (measured: most of
 * the click's frame on a first open), which stay ready for the click. Once per page.
 */
export function warmLayout(backdrop: HTMLElement): void {
  if (warmed) return
  warmed = true
  const { style } = backdrop
  style.setProperty('visibility', 'hidden')
  style.removeProperty('display')
  void backdrop.offsetHeight
  style.setProperty('display', 'none', 'important')
  style.removeProperty('visibility')
}

/**
 * Calls `then` with the hidden dialog's backdrop once React has drawn it (a hidden `<Activity>`
 * renders after the visible work), looking again when the page is idle (at most 20 times).
 */
export function whenDrawn(
  layer: RefObject<HTMLDivElement | null>,
  then: (backdrop: HTMLElement) => void,
  tries = 20,
): void {
  const backdrop = layer.current?.querySelector<HTMLElement>(':scope > .portico-backdrop')
  if (backdrop?.style.display === 'none') then(backdrop)
  else if (tries > 0)
    (globalThis.requestIdleCallback ?? setTimeout)(() => whenDrawn(layer, then, tries - 1))
}
