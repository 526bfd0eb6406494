import type { ViewData } from '@portico/core'
import { formatDeepLink, isMobile } from '@portico/core/internal'
import { useEffect, useRef } from 'react'
import { usePorticoConfig } from '../context'
import { LazyQrCode } from '../qr/LazyQrCode'
import { useStore } from '../useStore'
import {
  WalletConnectCopyLink,
  WalletConnectPairingFailed,
  WalletConnectRelayNote,
} from './WalletConnectPairingState'

export { provideWalletConnectStrings } from './WalletConnectPairingState'

/** A deep link for the view's wallet, or undefined when it has none (or the link is unusable). */
function deepLinkOf(mobileLink: string | undefined, uri: string | undefined) {
  if (!mobileLink || !uri) return undefined
  try {
    return formatDeepLink({ link: mobileLink, uri })
  } catch {
    return undefined
  }
}

/**
 * ConnectingWalletConnect (dialog `WalletConnect`): pairs on open and shows the pairing URI as a
 * QR code (`WalletConnect QR code`, loaded on demand, with the wallet's image or WalletConnect's
 * mark in the middle), `Copy link`, and for a directory wallet its
 * deep link `Open {wallet}`; on a phone that link opens at once. A loading state while the
 * pairing is made, an error state with `Try again`. An expiring pairing is replaced on screen.
 */
export function ConnectingWalletConnectView() {
  const config = usePorticoConfig()
  const { strings } = config
  const s = strings.walletConnect
  const { data } = useStore(config.router)
  const target = (data ?? {}) as ViewData['ConnectingWalletConnect']
  const { wcUri, buffering, wcError } = useStore(config.connection)
  const { walletId, name, mobileLink, imageUrl } = target
  const deepLink = deepLinkOf(mobileLink, wcUri)
  const opened = useRef<string | undefined>(undefined)

  useEffect(() => {
    void config.walletConnect.open({ walletId, name })
    return () => config.walletConnect.leave()
  }, [config, walletId, name])

  const openWallet = () => {
    if (name && mobileLink) config.walletConnect.setLinking({ name, href: mobileLink })
  }
  // On a phone the wallet list opens the wallet directly (once per pairing).
  useEffect(() => {
    const mobile = isMobile(globalThis.navigator?.userAgent ?? '')
    if (!mobile || !deepLink || !name || !mobileLink || opened.current === deepLink) return
    opened.current = deepLink
    config.walletConnect.setLinking({ name, href: mobileLink })
    globalThis.location?.assign(deepLink)
  }, [config, deepLink, name, mobileLink])

  if (wcError) {
    return (
      <WalletConnectPairingFailed
        onRetry={() => void config.walletConnect.open({ walletId, name, retry: true })}
      />
    )
  }
  if (buffering || !wcUri) {
    return (
      <div className="portico-center" aria-busy="true">
        <p className="portico-muted" role="status">
          {s.preparing}
        </p>
      </div>
    )
  }
  return (
    <div className="portico-center">
      <LazyQrCode
        value={wcUri}
        label={s.qrLabel}
        logo={imageUrl ? { imageUrl } : 'walletconnect'}
      />
      <p className="portico-muted">{name ? s.scanFor(name) : s.scan}</p>
      {deepLink && name ? (
        <a className="portico-row portico-row-secondary" href={deepLink} onClick={openWallet}>
          <span className="portico-row-name">{s.open(name)}</span>
        </a>
      ) : null}
      <WalletConnectCopyLink uri={wcUri} />
      <WalletConnectRelayNote />
    </div>
  )
}
