import type { WatchVisibility } from './watchApprovalVisibility'

/**
 * Visibility for a top-level window of the frame's origin (the approval window), where no page
 * of the app can be drawn over it: seen while its tab is visible and the window has the focus
 * (another window raised above it takes the focus, and disarms Approve).
 *
 * @example
 * const watch = watchApprovalVisibility(window) ?? watchWindowFocus(window)
 */
export function watchWindowFocus(win: Window): WatchVisibility {
  return (_targets, report) => {
    const doc = win.document
    const check = () => report(doc.visibilityState === 'visible' && doc.hasFocus())
    const events = ['focus', 'blur', 'visibilitychange'] as const
    for (const type of events) win.addEventListener(type, check)
    check()
    return () => {
      for (const type of events) win.removeEventListener(type, check)
    }
  }
}
