import { InvalidPairingUriError } from '../errors/uri'

export type ParsePairingUriReturnType = {
  protocol: 'wc'
  version: 2
  topic: string
  symKey: string
  relayProtocol: string
  relayData: string | undefined
  /** Seconds since the epoch; absent in URIs of older clients. */
  expiryTimestamp: number | undefined
  methods: string[] | undefined
}

const hex64 = /^[0-9a-fA-F]{64}$/
const digits = /^[0-9]+$/

/**
 * Reads a pairing URI (`wc:{topic}@2?relay-protocol=irn&symKey=…&expiryTimestamp=…`), as shown in a
 * QR code or passed in a deep link. Bad input throws {@link InvalidPairingUriError} naming the part
 * that is wrong (never echoing the URI, which holds a secret key).
 *
 * @example
 * const { topic, symKey, expiryTimestamp } = parsePairingUri(uri)
 */
export function parsePairingUri(uri: string): ParsePairingUriReturnType {
  if (typeof uri !== 'string') throw new InvalidPairingUriError('protocol', `got ${typeof uri}`)
  const text = uri.trim()
  let rest: string
  if (text.startsWith('wc://')) rest = text.slice(5)
  else if (text.startsWith('wc:')) rest = text.slice(3)
  else throw new InvalidPairingUriError('protocol')

  const queryStart = rest.indexOf('?')
  const path = queryStart === -1 ? rest : rest.slice(0, queryStart)
  const query = new URLSearchParams(queryStart === -1 ? '' : rest.slice(queryStart + 1))
  const at = path.lastIndexOf('@')
  const topic = at === -1 ? path : path.slice(0, at)
  const version = at === -1 ? '' : path.slice(at + 1)
  if (version !== '2') {
    throw new InvalidPairingUriError('version', version ? `got version ${version}` : 'no version')
  }
  if (!hex64.test(topic)) {
    throw new InvalidPairingUriError('topic', topic ? `got ${topic.length} characters` : 'missing')
  }
  const symKey = query.get('symKey')
  if (symKey === null || !hex64.test(symKey)) {
    throw new InvalidPairingUriError(
      'symKey',
      symKey ? `got ${symKey.length} characters` : 'missing',
    )
  }
  const relayProtocol = query.get('relay-protocol')
  if (!relayProtocol) throw new InvalidPairingUriError('relay-protocol')

  const expiry = query.get('expiryTimestamp')
  let expiryTimestamp: number | undefined
  if (expiry !== null) {
    expiryTimestamp = digits.test(expiry) ? Number(expiry) : Number.NaN
    if (!Number.isSafeInteger(expiryTimestamp) || expiryTimestamp <= 0) {
      throw new InvalidPairingUriError('expiryTimestamp', `got ${expiry}`)
    }
  }
  const methodsText = query.get('methods')
  let methods: string[] | undefined
  if (methodsText !== null && methodsText !== '') {
    methods = methodsText.split(',')
    if (methods.some((method) => method.length === 0)) throw new InvalidPairingUriError('methods')
  }
  return {
    protocol: 'wc',
    version: 2,
    topic,
    symKey,
    relayProtocol,
    relayData: query.get('relay-data') ?? undefined,
    expiryTimestamp,
    methods,
  }
}
