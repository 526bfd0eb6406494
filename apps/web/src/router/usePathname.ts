import { useSyncExternalStore } from 'react'
import { navigateEvent } from './navigate'

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  window.addEventListener(navigateEvent, onChange)
  return () => {
    window.removeEventListener('popstate', onChange)
    window.removeEventListener(navigateEvent, onChange)
  }
}

const read = () => location.pathname

/**
 * The page's path, following links (`navigate`) and Back/Forward (`popstate`): the History API is
 * the router, no library.
 *
 * @example
 * const pathname = usePathname() // '/activity'
 */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, read, () => '/')
}
