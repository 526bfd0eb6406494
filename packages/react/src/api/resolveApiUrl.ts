/**
 * The Portico server's URL from the `apiUrl` option: an absolute URL as given; a path (`/portico`,
 * where `@portico/proxy` serves the server on the app's own origin) on the page's origin; nothing
 * given, the page's origin. `undefined` where there is no page (server rendering) and no absolute
 * URL: the kit then makes no server call.
 *
 * @example
 * resolveApiUrl('/portico', 'https://app.example') // 'https://app.example/portico'
 */
export function resolveApiUrl(
  apiUrl: string | undefined,
  origin: string | undefined,
): string | undefined {
  if (apiUrl === undefined) return origin
  if (apiUrl.startsWith('/')) return origin === undefined ? undefined : `${origin}${apiUrl}`
  return apiUrl
}
