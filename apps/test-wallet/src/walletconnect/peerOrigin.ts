import { rpcErrorCodes, WalletRpcError } from '../worker/walletRpcError'

/**
 * The origin a WalletConnect peer stands for: the origin of its metadata `url` (http or https).
 * Grants and prompts use it the way the injected provider uses the page's origin. Anything else
 * is refused (-32602) rather than guessed.
 *
 * @example
 * peerOrigin('http://127.0.0.1:3000/app') // 'http://127.0.0.1:3000'
 */
export function peerOrigin(url: unknown): string {
  if (typeof url === 'string' && URL.canParse(url)) {
    const parsed = new URL(url)
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin
  }
  throw new WalletRpcError(
    rpcErrorCodes.invalidParams,
    `The dapp's metadata url is not an http(s) URL: ${JSON.stringify(String(url).slice(0, 200))}`,
  )
}
