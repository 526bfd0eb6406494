import { type RefObject, useEffect, useLayoutEffect } from 'react'
import { isolatePage } from './isolatePage'

const focusable =
  'a[href],button:not([disabled]),select:not([disabled]),input:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

export type UseFocusTrapParameters = {
  ref: RefObject<HTMLElement | null>
  /** Called on Escape; omit when closing is forbidden. */
  onEscape?: (() => void) | undefined
  /** Make the rest of the page inert and stop it scrolling while mounted (a modal dialog). */
  isolate?: boolean | undefined
}

/**
 * Keeps keyboard focus inside `ref` while mounted (Tab and Shift+Tab wrap), calls `onEscape` on
 * Escape, focuses the first control on mount and gives focus back to the opener on unmount.
 * With `isolate`, the rest of the page is inert and does not scroll meanwhile ({@link isolatePage});
 * it is restored before focus goes back to the opener.
 *
 * @example
 * const ref = useRef<HTMLDivElement>(null)
 * useFocusTrap({ ref, onEscape: close, isolate: true })
 */
export function useFocusTrap(parameters: UseFocusTrapParameters): void {
  const { ref, onEscape, isolate = false } = parameters
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const container = ref.current
    const first = container?.querySelector<HTMLElement>(focusable)
    ;(first ?? container)?.focus()
    const restore = isolate && container ? isolatePage(container) : () => {}
    return () => {
      restore()
      if (opener?.isConnected) opener.focus()
    }
  }, [ref, isolate])

  // Before the first paint: a dialog on screen already answers Escape and Tab (a key pressed as it
  // appears is not lost). Focus stays in a passive effect: it forces a layout, kept off the frame.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const container = ref.current
      if (!container) return
      if (event.key === 'Escape' && onEscape) {
        event.preventDefault()
        onEscape()
        return
      }
      if (event.key !== 'Tab') return
      const items = [...container.querySelectorAll<HTMLElement>(focusable)]
      const firstItem = items[0]
      const lastItem = items[items.length - 1]
      if (!firstItem || !lastItem) {
        event.preventDefault()
        return
      }
      const active = document.activeElement
      if (event.shiftKey && (active === firstItem || !container.contains(active))) {
        event.preventDefault()
        lastItem.focus()
      } else if (!event.shiftKey && (active === lastItem || !container.contains(active))) {
        event.preventDefault()
        firstItem.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [ref, onEscape])
}
