import { type Route, routes } from './routes'

/** Parameters of {@link matchRoute}. */
export type MatchRouteParameters = {
  /** `location.pathname`, e.g. `/activity` or `/activity/`. */
  pathname: string
}

/** The page of a path, or undefined when no page has it (the app shows `Page not found`). */
export type MatchRouteReturnType = Route | undefined

/**
 * The page a path shows: exact match, a trailing slash ignored, case-sensitive like the server.
 *
 * @example
 * matchRoute({ pathname: '/activity/' })?.id // 'activity'
 * matchRoute({ pathname: '/nope' }) // undefined
 */
export function matchRoute({ pathname }: MatchRouteParameters): MatchRouteReturnType {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return routes.find((route) => route.path === (path === '' ? '/' : path))
}
