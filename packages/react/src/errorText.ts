import type { PorticoClientAction } from '@portico/core'
import type { Strings } from './strings/en'

export type ErrorTextParameters = {
  error: unknown
  /** What failed: picks the catalogue's fallback text. */
  action: PorticoClientAction
  strings: Strings
}

/**
 * The text an error toast shows: the strings catalogue's text for a known error (by its `name`),
 * so a locale translates it; else the error's short message (an adapter's SPEC §8 text); else the
 * catalogue's text for the failed action.
 *
 * @example
 * errorText({ error: new BalanceUnavailableError(), action: 'balance', strings: en })
 * // 'Token Balance Unavailable'
 */
export function errorText({ error, action, strings }: ErrorTextParameters): string {
  const name = (error as { name?: unknown })?.name
  const known = typeof name === 'string' ? strings.errors[name] : undefined
  const short = (error as { shortMessage?: unknown })?.shortMessage
  return known ?? (typeof short === 'string' && short ? short : strings.actionFailed[action])
}
