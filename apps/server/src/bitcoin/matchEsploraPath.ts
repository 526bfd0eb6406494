/** An address as Esplora takes it: bech32(m) or base58, letters and digits only. */
const address = '[A-Za-z0-9]{14,90}'
/** A transaction id: 64 hex digits. */
const txid = '[0-9a-fA-F]{64}'

/** The GET paths the gateway forwards (btc-common.md §2); nothing else reaches the upstream. */
const readPaths = [
  '/blocks/tip/height',
  '/blocks/tip/hash',
  '/fee-estimates',
  `/address/${address}`,
  `/address/${address}/utxo`,
  `/address/${address}/txs`,
  `/address/${address}/txs/chain/${txid}`,
  `/tx/${txid}`,
  `/tx/${txid}/status`,
  `/tx/${txid}/hex`,
].map((path) => new RegExp(`^${path}$`))

/**
 * Whether the Esplora gateway forwards `method` `path` (the part after
 * `/v1/esplora/:caipNetworkId`): the reads of the Esplora subset the kit uses, and `POST /tx`.
 * Strict: an address is 14–90 letters and digits, a txid 64 hex digits, no other path or method.
 *
 * @example
 * isEsploraPathForwarded('GET', '/address/bcrt1q…/utxo') // true
 * isEsploraPathForwarded('GET', '/mempool/recent') // false
 */
export function isEsploraPathForwarded(method: string, path: string): boolean {
  if (method === 'POST') return path === '/tx'
  if (method !== 'GET') return false
  return readPaths.some((pattern) => pattern.test(path))
}
