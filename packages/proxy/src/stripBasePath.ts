/**
 * The server path of an app path under `basePath` (`/portico/v1/x` → `/v1/x`, `/portico` → `/`),
 * or `undefined` when the path is not under it (`/porticox`). An empty `basePath` keeps the path.
 *
 * @example
 * stripBasePath('/portico/getWallets', '/portico') // '/getWallets'
 */
export function stripBasePath(pathname: string, basePath: string): string | undefined {
  if (basePath === '') return pathname
  if (pathname === basePath) return '/'
  if (!pathname.startsWith(`${basePath}/`)) return undefined
  return pathname.slice(basePath.length)
}
