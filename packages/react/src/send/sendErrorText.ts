import { type ChainNamespace, shortenAddress } from '@portico/core'
import { errorTextOf } from '@portico/core/internal'
import type { Strings } from '../strings/en'

/**
 * The text to show for a send error: the catalogue's text for Portico's own checks (so a locale
 * can translate them; the receiver rule is the one of the account's namespace), else the error's
 * short message (SPEC §5/§8 texts, verbatim).
 *
 * @example
 * sendErrorText(new SendAmountZeroError(), en) // 'Enter an amount above zero'
 */
export function sendErrorText(
  error: unknown,
  strings: Strings,
  namespace: ChainNamespace = 'eip155',
): string {
  const { hash } = (error ?? {}) as { hash?: string }
  return errorTextOf({
    error,
    texts: [strings.send.errors],
    fields: { namespace, hash: hash ? shortenAddress(hash) : hash },
    fallback: strings.unknownError,
  })
}
