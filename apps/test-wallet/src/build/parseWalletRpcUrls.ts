/** Parameters of {@link parseWalletRpcUrls}: the value of `PORTICO_WALLET_RPC_URLS`. */
export type ParseWalletRpcUrlsParameters = string | undefined

/** Chain id → RPC URL. */
export type ParseWalletRpcUrlsReturnType = Record<number, string>

/**
 * Parses `PORTICO_WALLET_RPC_URLS` (`31337=http://127.0.0.1:8545,31338=...`). Empty or unset gives
 * `{}`; a malformed entry throws with the entry in the message.
 *
 * @example
 * parseWalletRpcUrls('31337=http://127.0.0.1:18545') // { 31337: 'http://127.0.0.1:18545' }
 */
export function parseWalletRpcUrls(
  value: ParseWalletRpcUrlsParameters,
): ParseWalletRpcUrlsReturnType {
  const urls: ParseWalletRpcUrlsReturnType = {}
  for (const entry of (value ?? '').split(',')) {
    const trimmed = entry.trim()
    if (!trimmed) continue
    const separator = trimmed.indexOf('=')
    const id = Number(trimmed.slice(0, separator))
    const url = trimmed.slice(separator + 1)
    if (separator < 1 || !Number.isSafeInteger(id) || id <= 0 || !isHttpUrl(url))
      throw new Error(
        `Invalid PORTICO_WALLET_RPC_URLS entry: "${trimmed}" (expected chainId=http://host:port)`,
      )
    urls[id] = url
  }
  return urls
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
