import { redactUrl } from '../redactUrl'

export type DescribeIndexerErrorParameters = {
  error: unknown
  /** URLs that may appear in the text (the chains' node URLs): their secrets are hidden. */
  urls?: readonly string[] | undefined
}

/** One line for the log: the error's message and reason, with every URL's secrets hidden. */
export type DescribeIndexerErrorReturnType = string

const urlPattern = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>`]+/gi
const maxLength = 1000

/** The parts of a URL that `redactUrl` hides, long enough to be told apart from other text. */
function secretsOf(url: string): string[] {
  if (!URL.canParse(url)) return []
  const parsed = new URL(url)
  const parts = [parsed.username, parsed.password, ...parsed.searchParams.values()]
  parts.push(
    ...parsed.pathname.split('/').filter((segment) => /^[A-Za-z0-9_-]{20,}$/.test(segment)),
  )
  return parts
    .flatMap((part) => {
      try {
        return [part, decodeURIComponent(part)]
      } catch {
        return [part]
      }
    })
    .filter((part) => part.length >= 4)
}

function textOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error)
  const { shortMessage, details, message, cause } = error as {
    shortMessage?: unknown
    details?: unknown
    message?: unknown
    cause?: unknown
  }
  // A Portico error: its short message and details (the reason), without the docs line.
  if (typeof shortMessage === 'string')
    return typeof details === 'string' && details !== ''
      ? `${shortMessage}: ${details}`
      : shortMessage
  const text = typeof message === 'string' ? message : String(error)
  // e.g. a database driver's error wrapped by the query builder: the driver's reason matters.
  const reason = cause instanceof Error && cause.message !== '' ? ` (${cause.message})` : ''
  return `${text}${reason}`
}

/**
 * Describes a failed indexer step for the log: `shortMessage: details` for Portico errors (e.g.
 * `History indexer RPC call failed: eip155:1: eth_getLogs: query timeout`), else the message and
 * its cause's. Anything that looks like a URL goes through {@link redactUrl}, and the secrets of
 * the given URLs (credentials, query values, key-like path segments) are replaced by `***`
 * wherever they appear, so they never reach the log. At most 1000 characters.
 *
 * @example
 * describeIndexerError({ error, urls: [chain.url] })
 */
export function describeIndexerError(
  parameters: DescribeIndexerErrorParameters,
): DescribeIndexerErrorReturnType {
  let text = textOf(parameters.error)
  text = text.replace(urlPattern, (match) => redactUrl(match))
  // A node may echo a key without its URL ("invalid project id <key>").
  for (const secret of (parameters.urls ?? []).flatMap(secretsOf))
    text = text.replaceAll(secret, '***')
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text
}
