// What personal data in free text looks like. URLs first (an email inside a URL goes with it).
const URL_PATTERN = /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^\s"'<>]+|\bwww\.[^\s"'<>]+/gi
const EMAIL = /[^\s@"'<>()[\]]+@[^\s@"'<>()[\]]+\.[a-z]{2,}/gi
// An address (EVM, Solana base58).
const ADDRESS = /\b0x[0-9a-fA-F]{40}\b|\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g

/**
 * A free-text analytics property with what could identify a person replaced: URLs by `[url]`
 * (they carry paths, query strings, tokens), emails by `[email]` and chain addresses by
 * `[address]`. Applied before anything is stored.
 *
 * @example
 * scrubAnalyticsText('mail alice@example.com from https://a.test/?t=1') // 'mail [email] from [url]'
 */
export function scrubAnalyticsText(value: string): string {
  return value.replace(URL_PATTERN, '[url]').replace(EMAIL, '[email]').replace(ADDRESS, '[address]')
}
