import type { RelayRecord } from './createMessageStore'

/**
 * The `data` of an `irn_subscription` (and of a fetched message).
 *
 * @example
 * socket.send(JSON.stringify({ method: 'irn_subscription', params: { id, data: toSubscriptionData(record) } }))
 */
export function toSubscriptionData(record: RelayRecord) {
  return {
    topic: record.topic,
    message: record.message,
    publishedAt: record.publishedAt,
    tag: record.tag,
    attestation: '',
  }
}
