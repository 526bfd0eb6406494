import { BaseError } from '@portico/core'

/** Which part of a pairing URI was wrong. */
export type InvalidPairingUriReason =
  | 'protocol'
  | 'version'
  | 'topic'
  | 'symKey'
  | 'relay-protocol'
  | 'expiryTimestamp'
  | 'methods'

const texts: Record<InvalidPairingUriReason, string> = {
  protocol: 'it must start with "wc:"',
  version: 'only version 2 is supported',
  topic: 'the topic must be 64 hex characters',
  symKey: 'the symKey must be 64 hex characters',
  'relay-protocol': 'the relay-protocol parameter is missing',
  expiryTimestamp: 'the expiryTimestamp must be a positive whole number of seconds',
  methods: 'the methods must be non-empty names',
}

/**
 * A pairing URI (`wc:{topic}@2?…`) could not be read or written. The URI itself is never put in
 * the message: it carries the pairing's symmetric key.
 *
 * @example
 * try { parsePairingUri('wc:abc@1?relay-protocol=irn') }
 * catch (error) { if (error instanceof InvalidPairingUriError) console.log(error.reason) } // 'version'
 */
export class InvalidPairingUriError extends BaseError {
  override name = 'InvalidPairingUriError'
  readonly reason: InvalidPairingUriReason

  constructor(reason: InvalidPairingUriReason, details?: string) {
    super(`Invalid pairing URI: ${texts[reason]}`, {
      details,
      docsPath: 'walletconnect.md#pairing-uri',
    })
    this.reason = reason
  }
}
