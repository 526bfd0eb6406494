import type { RouteId } from '../router/routes'

/** What every page is given: the route it is shown for. */
export type PageProps = { route: RouteId }
