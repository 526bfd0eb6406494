import { createHash } from 'node:crypto'
import type { RelayRecord } from './createMessageStore'
import { RelayRpcError, relayErrorCodes } from './errors'
import type { RelayLimits, RelayPeer } from './types'

/** What a publish carries. */
export type RelayPublish = { topic: string; message: string; ttl: number; tag: number }

export type AdmitPublishParameters = {
  peer: Pick<RelayPeer, 'clientId' | 'bucket' | 'storage'>
  items: readonly RelayPublish[]
  limits: Pick<
    RelayLimits,
    | 'maxMessageBytes'
    | 'maxTtlSeconds'
    | 'maxStoredTtlSeconds'
    | 'publishBurst'
    | 'publishPerSecond'
    | 'storeBurstBytesPerIp'
    | 'storeBytesPerSecondPerIp'
  >
  /** ms since the epoch. */
  now: number
}
export type AdmitPublishErrorType = RelayRpcError

/**
 * Checks a publish against the relay's limits — each message's size and ttl, the connection's
 * publish bucket (one token per message), the client address's stored-bytes bucket — and takes
 * the tokens only when all pass. Returns the records to store: kept at most `maxStoredTtlSeconds`
 * whatever the ttl (review H1). Throws {@link RelayRpcError} (-32010, -32602, -32012).
 *
 * @example
 * const records = admitPublish({ peer, items: [{ topic, message, ttl: 300, tag: 1108 }], limits, now: clock.now() })
 */
export function admitPublish(parameters: AdmitPublishParameters): RelayRecord[] {
  const { peer, items, limits, now } = parameters
  let bytes = 0
  for (const item of items) {
    const size = Buffer.byteLength(item.message, 'utf8')
    if (size > limits.maxMessageBytes)
      throw new RelayRpcError(
        relayErrorCodes.messageTooLarge,
        `Message too large: ${size} bytes (the limit is ${limits.maxMessageBytes})`,
      )
    if (item.ttl > limits.maxTtlSeconds)
      throw new RelayRpcError(
        relayErrorCodes.invalidParams,
        `Invalid params: ttl must be at most ${limits.maxTtlSeconds} seconds`,
      )
    bytes += size
  }
  if (peer.bucket.available() < items.length)
    throw new RelayRpcError(
      relayErrorCodes.rateLimited,
      `Too many requests: at most ${limits.publishPerSecond} publishes per second (burst ${limits.publishBurst})`,
    )
  if (peer.storage.available() < bytes)
    throw new RelayRpcError(
      relayErrorCodes.rateLimited,
      `Too many requests: this address may store ${limits.storeBytesPerSecondPerIp} bytes per second (burst ${limits.storeBurstBytesPerIp})`,
    )
  peer.bucket.take(items.length)
  peer.storage.take(bytes)
  return items.map((item) => ({
    topic: item.topic,
    // sha256 hex of the UTF-8 text, as hashMessage of @portico/walletconnect (node:crypto: faster)
    hash: createHash('sha256').update(item.message, 'utf8').digest('hex'),
    message: item.message,
    tag: item.tag,
    sender: peer.clientId,
    publishedAt: now,
    expiresAt: now + Math.min(item.ttl, limits.maxStoredTtlSeconds) * 1000,
  }))
}
