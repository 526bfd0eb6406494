import { chacha20poly1305 } from '@noble/ciphers/chacha.js'
import { DecryptionFailedError } from '../errors/crypto'
import { deserializeEnvelope } from './deserializeEnvelope'
import type { EnvelopeEncoding } from './encodeEnvelope'
import { readKey } from './readKey'

export type DecryptParameters = {
  /** The symmetric key, 64 hex characters. */
  symKey: string
  /** The envelope text (type 0 or 1). */
  encoded: string
  encoding?: EnvelopeEncoding | undefined
}
export type DecryptReturnType = string

const decoder = new TextDecoder('utf-8', { fatal: true })

/**
 * Opens an envelope with `symKey` and returns the plain text.
 *
 * @example
 * const request = JSON.parse(decrypt({ symKey, encoded: event.message }))
 */
export function decrypt(parameters: DecryptParameters): DecryptReturnType {
  const { symKey, encoded, encoding } = parameters
  const key = readKey(symKey, 'symKey')
  const { iv, sealed } = deserializeEnvelope({ encoded, encoding })
  let opened: Uint8Array
  try {
    opened = chacha20poly1305(key, iv).decrypt(sealed)
  } catch (cause) {
    throw new DecryptionFailedError(cause)
  }
  try {
    return decoder.decode(opened)
  } catch (cause) {
    throw new DecryptionFailedError(cause)
  }
}
