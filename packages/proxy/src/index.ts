// @portico/proxy — the Portico server under one path of the app's own origin.
export {
  type CreatePorticoProxyParameters,
  type CreatePorticoProxyReturnType,
  createPorticoProxy,
} from './createPorticoProxy'
export {
  type PorticoViteProxyEntry,
  type PorticoViteProxyParameters,
  type PorticoViteProxyReturnType,
  porticoViteProxy,
} from './porticoViteProxy'
