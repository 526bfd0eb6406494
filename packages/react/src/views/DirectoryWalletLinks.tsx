import type { WalletListing } from '@portico/core/api'
import { usePorticoConfig } from '../context'

export type DirectoryWalletLinksProps = {
  listing: WalletListing
  imageUrl: string | undefined
  onBack(): void
}

/**
 * A directory wallet that is not installed: its links (mobile deep link, desktop app, web app).
 * Shown when the app has not configured WalletConnect (otherwise the wallet connects over it).
 */
export function DirectoryWalletLinks({ listing, imageUrl, onBack }: DirectoryWalletLinksProps) {
  const { strings } = usePorticoConfig()
  const links = [
    { href: listing.mobile_link, label: strings.openMobile as string },
    { href: listing.desktop_link, label: strings.openDesktop as string },
    { href: listing.webapp_link, label: strings.openWebApp as string },
  ].flatMap(({ href, label }) => (href ? [{ href, label }] : []))
  return (
    <section className="portico-center" aria-label={listing.name}>
      {imageUrl ? <img className="portico-wallet-icon-large" src={imageUrl} alt="" /> : null}
      <p className="portico-strong">{listing.name}</p>
      <p className="portico-muted">{strings.walletLinksIntro(listing.name)}</p>
      <ul className="portico-list portico-links">
        {links.map((link) => (
          <li key={link.label}>
            <a
              className="portico-row portico-row-secondary"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className="portico-row-name">{link.label}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="portico-muted">{strings.walletConnectLater}</p>
      <button type="button" className="portico-link-button" onClick={onBack}>
        {strings.backToList}
      </button>
    </section>
  )
}
