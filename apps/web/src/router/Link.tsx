import type { ComponentProps, MouseEvent } from 'react'
import { navigate } from './navigate'
import { usePathname } from './usePathname'

/** Props of {@link Link}: an anchor's (its `ref` too), with `href` a path of the app. */
export type LinkProps = ComponentProps<'a'> & { href: string }

/** A click that the browser should handle itself: new tab or window, download, other button. */
const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey ||
  event.currentTarget.target === '_blank'

/**
 * A real link (`<a href>`: open in a new tab, copy, middle-click all work) that moves within the
 * app without a reload on a plain click, marked `aria-current="page"` on its own page.
 *
 * @example
 * <Link href="/activity">Activity</Link>
 */
export function Link({ href, onClick, ...rest }: LinkProps) {
  const current = usePathname() === href
  return (
    <a
      {...rest}
      href={href}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || opensElsewhere(event)) return
        event.preventDefault()
        navigate(href)
      }}
    />
  )
}
