import { errorTextOf } from '@portico/core/internal'
import type { Strings } from '../strings/en'

/**
 * The reason a registration failed, as the form shows it: the server's reason when it gave one
 * (`Error registering name alice.portico.id: the name is taken`), else the SPEC §8 text
 * (`Error registering name {x}`, `Signature declined`, `Error fetching name suggestions`).
 *
 * @example
 * registerErrorText(error, en) // 'Error registering name alice.portico.id: the name is taken'
 */
export function registerErrorText(error: unknown, strings: Strings): string {
  const { details, shortMessage } = (error ?? {}) as { details?: string; shortMessage?: string }
  if (shortMessage && details?.startsWith(shortMessage)) return details
  return errorTextOf({ error, texts: [], fallback: strings.unknownError })
}
