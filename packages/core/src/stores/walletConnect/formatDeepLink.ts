import { InvalidParameterError } from '../../errors/parameter'
/** Parameters of {@link formatDeepLink}. */
export type FormatDeepLinkParameters = {
  /** The wallet's link: a native scheme (`metamask://`, `rainbow:`) or a universal link (`https://…`). */
  link: string
  /** The WalletConnect pairing URI (`wc:…`). */
  uri: string
}

/**
 * The deep link that opens a mobile wallet on a pairing: `scheme://wc?uri=…` for a native scheme,
 * `https://host/path/wc?uri=…` for a universal link; the URI is URI-encoded.
 *
 * @example
 * formatDeepLink({ link: 'metamask://', uri }) // 'metamask://wc?uri=wc%3A…'
 * formatDeepLink({ link: 'https://rnbwapp.com', uri }) // 'https://rnbwapp.com/wc?uri=wc%3A…'
 */
export function formatDeepLink({ link, uri }: FormatDeepLinkParameters): string {
  if (typeof uri !== 'string' || !uri.startsWith('wc:'))
    throw new InvalidParameterError({ reason: 'formatDeepLink needs a WalletConnect URI (wc:…)' })
  if (typeof link !== 'string' || !/^[a-z][a-z0-9+.-]*:/i.test(link.trim()))
    throw new InvalidParameterError({
      reason: `formatDeepLink needs a wallet link with a scheme, got ${JSON.stringify(link)}`,
    })
  const encoded = encodeURIComponent(uri)
  const trimmed = link.trim()
  if (/^https?:/i.test(trimmed)) {
    const base = trimmed.endsWith('/') ? trimmed : `${trimmed}/`
    return `${base}wc?uri=${encoded}`
  }
  // Native: `scheme:`, `scheme:/`, `scheme://` and `scheme://path` all become `scheme://…/`.
  const [scheme, rest = ''] = trimmed.split(/:\/*/, 2) as [string, string?]
  const path = rest && !rest.endsWith('/') ? `${rest}/` : rest
  return `${scheme}://${path}wc?uri=${encoded}`
}
