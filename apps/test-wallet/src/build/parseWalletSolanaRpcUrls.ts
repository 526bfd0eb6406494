/** Parameters of {@link parseWalletSolanaRpcUrls}: the value of `PORTICO_WALLET_SOLANA_RPC_URLS`. */
export type ParseWalletSolanaRpcUrlsParameters = string | undefined

/** Solana CAIP-2 id → RPC URL. */
export type ParseWalletSolanaRpcUrlsReturnType = Record<string, string>

/**
 * Parses `PORTICO_WALLET_SOLANA_RPC_URLS` (`solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR=http://127.0.0.1:8899,…`:
 * a CAIP-2 id, `=`, an http(s) URL). Empty or unset gives `{}`; a malformed entry throws with the
 * entry in the message.
 *
 * @example
 * parseWalletSolanaRpcUrls('solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR=http://127.0.0.1:18899')
 * // { 'solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR': 'http://127.0.0.1:18899' }
 */
export function parseWalletSolanaRpcUrls(
  value: ParseWalletSolanaRpcUrlsParameters,
): ParseWalletSolanaRpcUrlsReturnType {
  const urls: ParseWalletSolanaRpcUrlsReturnType = {}
  for (const entry of (value ?? '').split(',')) {
    const trimmed = entry.trim()
    if (!trimmed) continue
    const separator = trimmed.indexOf('=')
    const id = trimmed.slice(0, separator)
    const url = trimmed.slice(separator + 1)
    if (separator < 1 || !/^solana:[1-9A-HJ-NP-Za-km-z]{32}$/.test(id) || !isHttpUrl(url))
      throw new Error(
        `Invalid PORTICO_WALLET_SOLANA_RPC_URLS entry: "${trimmed}" (expected solana:<reference>=http://host:port)`,
      )
    urls[id] = url
  }
  return urls
}

function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:'
}
