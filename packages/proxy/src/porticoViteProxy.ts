import { stripBasePath } from './stripBasePath'

export type PorticoViteProxyParameters = {
  /** The Portico server, e.g. `http://127.0.0.1:3000`. */
  target: string
  /** The path of the app the server is served under (`/portico` by default). */
  basePath?: string | undefined
}

/** One entry of Vite's `server.proxy` (and `preview.proxy`): the fields Portico sets. */
export type PorticoViteProxyEntry = {
  target: string
  changeOrigin: false
  ws: true
  xfwd: true
  rewrite: (path: string) => string
}

export type PorticoViteProxyReturnType = Record<string, PorticoViteProxyEntry>

/**
 * Vite's dev and preview servers forward the Portico server under one path of the app's origin:
 * every route, cookies, `Origin` and the `Host` as they are, `X-Forwarded-For`, and the relay's
 * WebSocket (`/portico/relay`). The kit then takes `apiUrl: '/portico'`.
 *
 * @example
 * // vite.config.ts
 * import { porticoViteProxy } from '@portico/proxy'
 * const proxy = porticoViteProxy({ target: 'http://127.0.0.1:3000' })
 * export default defineConfig({ server: { proxy }, preview: { proxy } })
 */
export function porticoViteProxy(
  parameters: PorticoViteProxyParameters,
): PorticoViteProxyReturnType {
  const basePath = (parameters.basePath ?? '/portico').replace(/\/+$/, '')
  if (!basePath.startsWith('/'))
    throw new TypeError(`basePath must start with "/" and not be "/", got "${parameters.basePath}"`)
  const escaped = basePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return {
    [`^${escaped}(/|\\?|$)`]: {
      target: parameters.target,
      changeOrigin: false,
      ws: true,
      xfwd: true,
      rewrite: (path) => {
        const [pathname = '', query] = path.split(/\?(.*)/s, 2)
        const stripped = stripBasePath(pathname, basePath) ?? pathname
        return query === undefined ? stripped : `${stripped}?${query}`
      },
    },
  }
}
