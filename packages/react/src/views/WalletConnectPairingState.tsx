import { usePorticoConfig } from '../context'
import { copyText } from '../copyText'
import { provideStringSections } from '../strings/createStrings'
import { walletConnectViewsEn } from '../strings/walletConnectViewsEn'
import { useStore } from '../useStore'

/** Gives the catalogues the WalletConnect views' part of their section (`lazyViews`). */
export function provideWalletConnectStrings(): void {
  provideStringSections({ walletConnect: walletConnectViewsEn })
}

/** `Copy link`: copies the pairing's `wc:` URI; a toast says whether it worked. */
export function WalletConnectCopyLink({ uri }: { uri: string }) {
  const config = usePorticoConfig()
  const s = config.strings.walletConnect
  const copy = () =>
    copyText({
      text: uri,
      toast: config.toast,
      copied: s.linkCopied,
      failed: config.strings.copyFailed,
    })
  return (
    <button type="button" className="portico-row portico-row-secondary" onClick={() => void copy()}>
      <span className="portico-row-name">{s.copyLink}</span>
    </button>
  )
}

/** The failed-pairing state of the WalletConnect views: the message and `Try again`. */
export function WalletConnectPairingFailed({ onRetry }: { onRetry: () => void }) {
  const s = usePorticoConfig().strings.walletConnect
  return (
    <div className="portico-center" role="alert">
      <p className="portico-strong">{s.failed}</p>
      <button type="button" className="portico-row portico-row-secondary" onClick={onRetry}>
        <span className="portico-row-name">{s.tryAgain}</span>
      </button>
    </div>
  )
}

/**
 * Says which wallets can pair through the app's relay (a pairing URI names no relay: wallets from
 * app stores listen only on WalletConnect's public relay). Nothing when there is no WalletConnect.
 */
export function WalletConnectRelayNote() {
  const config = usePorticoConfig()
  const s = config.strings.walletConnect
  const { connectors } = useStore(config.connectors)
  const relay = connectors.find((connector) => connector.type === 'WALLET_CONNECT')?.relay
  if (!relay) return null
  return <p className="portico-muted">{relay === 'public' ? s.publicRelay : s.selfHostedRelay}</p>
}
