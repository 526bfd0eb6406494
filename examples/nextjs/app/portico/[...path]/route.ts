import { createPorticoProxy } from '@portico/proxy'

// The Portico server under /portico of this origin: every route, with cookies (sign-in), Origin
// and the visitor's address (X-Forwarded-For). PORTICO_SERVER_URL is read at run time, so one
// build serves any deployment. The relay's WebSocket does not pass a route handler: give the
// kit's WalletConnect the server's own wss:// URL in production.
const proxy = createPorticoProxy({
  target: process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:3000',
})

export {
  proxy as DELETE,
  proxy as GET,
  proxy as HEAD,
  proxy as OPTIONS,
  proxy as POST,
  proxy as PUT,
}
