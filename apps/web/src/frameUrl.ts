export type FrameUrlParameters = {
  /** The app page's origin, e.g. `http://127.0.0.1:3000`. */
  origin: string
  /** A frame URL fixed at build time (`VITE_PORTICO_FRAME_URL`), when the frame has its own host. */
  configured?: string | undefined
}
export type FrameUrlReturnType = string

/**
 * The embedded wallet frame's page. The server's frame listener is on its own origin: by default
 * the same host on the app's port + 1 (`npm start`: app 3000, frame 3001); a deployment that gives
 * the frame its own host sets `VITE_PORTICO_FRAME_URL` when building the web app.
 *
 * @example
 * frameUrl({ origin: 'http://127.0.0.1:3000' }) // 'http://127.0.0.1:3001/frame'
 * frameUrl({ origin: 'https://app.example.org', configured: 'https://wallet.example.org/frame' })
 * // 'https://wallet.example.org/frame'
 */
export function frameUrl({ origin, configured }: FrameUrlParameters): FrameUrlReturnType {
  if (configured) return new URL(configured).href
  const url = new URL('/frame', origin)
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`frameUrl needs an http(s) origin, got ${origin}`)
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
  url.port = String(port + 1)
  return url.href
}
