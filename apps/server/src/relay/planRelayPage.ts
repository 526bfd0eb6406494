import type { RelayRecordHead } from './createMessageStore'

export type PlanRelayPageReturnType = {
  /** The heads whose texts to load and send now. */
  page: RelayRecordHead[]
  /** The last head looked at: the next page starts after it (undefined when `heads` is empty). */
  last: RelayRecordHead | undefined
}

/**
 * The next page of stored messages: `heads` in order until `pageBytes` of text (always at least
 * one message, however large), leaving out those `skip` names (already in flight on the socket).
 *
 * @example
 * const { page, last } = planRelayPage(heads, 2 * 1024 * 1024, (head) => inFlight.has(head.hash))
 */
export function planRelayPage(
  heads: readonly RelayRecordHead[],
  pageBytes: number,
  skip: (head: RelayRecordHead) => boolean,
): PlanRelayPageReturnType {
  const page: RelayRecordHead[] = []
  let bytes = 0
  let last: RelayRecordHead | undefined
  for (const head of heads) {
    if (page.length > 0 && bytes + head.bytes > pageBytes) break
    last = head
    if (skip(head)) continue
    page.push(head)
    bytes += head.bytes
  }
  return { page, last }
}
