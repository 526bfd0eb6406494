import { InvalidPairingUriError } from '../errors/uri'

export type FormatPairingUriParameters = {
  /** The pairing topic, 64 hex characters. */
  topic: string
  /** The pairing's symmetric key, 64 hex characters. */
  symKey: string
  /** The relay protocol; WalletConnect v2 uses `irn`. */
  relayProtocol: string
  /** Optional relay data (`relay-data`). */
  relayData?: string | undefined
  /** When the pairing expires, in seconds since the epoch. */
  expiryTimestamp: number
  /** Methods the pairing is for, e.g. `['wc_sessionPropose']`. */
  methods?: readonly string[] | undefined
}
export type FormatPairingUriReturnType = `wc:${string}@2?${string}`

const hex64 = /^[0-9a-fA-F]{64}$/

/**
 * Writes the pairing URI a wallet scans:
 * `wc:{topic}@2?relay-protocol=irn&symKey={symKey}&expiryTimestamp={seconds}[&methods=a,b]`.
 *
 * @example
 * formatPairingUri({ topic, symKey, relayProtocol: 'irn', expiryTimestamp: 1767225600 })
 * // 'wc:7f6e…@2?relay-protocol=irn&symKey=587d…&expiryTimestamp=1767225600'
 */
export function formatPairingUri(
  parameters: FormatPairingUriParameters,
): FormatPairingUriReturnType {
  const { topic, symKey, relayProtocol, relayData, expiryTimestamp, methods } = parameters
  if (!hex64.test(topic)) throw new InvalidPairingUriError('topic')
  if (!hex64.test(symKey)) throw new InvalidPairingUriError('symKey')
  if (typeof relayProtocol !== 'string' || relayProtocol.length === 0) {
    throw new InvalidPairingUriError('relay-protocol')
  }
  if (!Number.isSafeInteger(expiryTimestamp) || expiryTimestamp <= 0) {
    throw new InvalidPairingUriError('expiryTimestamp', `got ${String(expiryTimestamp)}`)
  }
  if (methods?.some((method) => typeof method !== 'string' || method.length === 0)) {
    throw new InvalidPairingUriError('methods')
  }
  const query = new URLSearchParams()
  query.set('relay-protocol', relayProtocol)
  if (relayData !== undefined) query.set('relay-data', relayData)
  query.set('symKey', symKey)
  query.set('expiryTimestamp', String(expiryTimestamp))
  if (methods && methods.length > 0) query.set('methods', methods.join(','))
  return `wc:${topic}@2?${query.toString()}`
}
