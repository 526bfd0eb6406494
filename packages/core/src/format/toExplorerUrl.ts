import type { AdapterNetwork } from '../adapter'

export type ToExplorerUrlParameters = {
  network: Pick<AdapterNetwork, 'blockExplorers'> | undefined
  /** `tx` for a transaction hash or Solana signature, `address` for an account. */
  kind: 'tx' | 'address'
  /** The hash, signature or address. */
  value: string
}
/** The explorer page, or undefined when the network has no explorer. */
export type ToExplorerUrlReturnType = string | undefined

/**
 * Links to a transaction or an address on the network's explorer, for any namespace: the path
 * (`/tx/…`, `/address/…`, the form Etherscan, Blockscout and the Solana explorers share) goes
 * before the explorer URL's query, so a Solana cluster (`?cluster=devnet`) is kept.
 *
 * @example
 * toExplorerUrl({ network: { blockExplorers: { default: { name: 'Solana Explorer', url: 'https://explorer.solana.com?cluster=devnet' } } }, kind: 'tx', value: '5Vf…' })
 * // 'https://explorer.solana.com/tx/5Vf…?cluster=devnet'
 */
export function toExplorerUrl(parameters: ToExplorerUrlParameters): ToExplorerUrlReturnType {
  const { network, kind, value } = parameters
  const base = network?.blockExplorers?.default.url
  if (!base || !value) return undefined
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${kind}/${encodeURIComponent(value)}`
  return url.toString()
}
