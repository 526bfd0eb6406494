import { type ChainNamespace, shortenAddress } from '@portico/core'
import { errorTextOf } from '@portico/core/internal'
import type { Strings } from '../strings/en'
import { refusalText } from '../toastError'

/**
 * The text to show for a send error: the catalogue's text for Portico's own checks (so a locale
 * can translate them; the receiver rule is the one of the account's namespace), else the error's
 * short message (SPEC §5/§8 texts, verbatim); `Action not allowed` when the RPC gateway or the
 * wallet frame refused the method (SPEC §6).
 *
 * @example
 * sendErrorText(new SendAmountZeroError(), en) // 'Enter an amount above zero'
 */
export function sendErrorText(
  error: unknown,
  strings: Strings,
  namespace: ChainNamespace = 'eip155',
): string {
  const refused = refusalText(error, strings)
  if (refused) return refused
  const { hash } = (error ?? {}) as { hash?: string }
  return errorTextOf({
    error,
    texts: [strings.send.errors],
    fields: { namespace, hash: hash ? shortenAddress(hash) : hash },
    fallback: strings.unknownError,
  })
}
