/** The event `navigate` fires on `window` after it changed the URL (history has no such event). */
export const navigateEvent = 'portico:navigate'

/**
 * Goes to a page of the app without a reload: a new history entry (Back returns), then the app
 * re-renders for the new path. The same URL adds no entry.
 *
 * @example
 * navigate('/activity')
 */
export function navigate(path: string): void {
  const url = new URL(path, location.href)
  if (url.origin !== location.origin) throw new Error(`navigate: ${path} is not on this origin`)
  if (url.href !== location.href) history.pushState(null, '', url.href)
  window.dispatchEvent(new Event(navigateEvent))
}
