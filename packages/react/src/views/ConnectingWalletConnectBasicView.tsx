import { getWallets, type WalletListing } from '@portico/core/api'
import {
  formatDeepLink,
  getServerClient,
  pickWallets,
  WALLETS_PAGE_SIZE,
  walletListsOf,
} from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { usePorticoConfig } from '../context'
import { LazyQrCode } from '../qr/LazyQrCode'
import { useStore } from '../useStore'
import {
  WalletConnectCopyLink,
  WalletConnectPairingFailed,
  WalletConnectRelayNote,
} from './WalletConnectPairingState'

export { provideWalletConnectStrings } from './WalletConnectPairingState'

/**
 * ConnectingWalletConnectBasic (dialog `WalletConnect`), what a phone shows for `WalletConnect`:
 * the plain list of directory wallets that have a mobile link, each opening the wallet on this
 * pairing, then the QR code (for a second device) and `Copy link`.
 */
export function ConnectingWalletConnectBasicView() {
  const config = usePorticoConfig()
  const s = config.strings.walletConnect
  const { wcUri, wcError } = useStore(config.connection)
  const [wallets, setWallets] = useState<readonly WalletListing[]>([])

  useEffect(() => {
    void config.walletConnect.open({})
    return () => config.walletConnect.leave()
  }, [config])
  useEffect(() => {
    const client = getServerClient(config)
    if (!client) return
    let live = true
    // The app's lists: the server filters included and excluded ids; featured ones come first.
    const lists = walletListsOf(config)
    const include = lists.includeWalletIds?.length ? lists.includeWalletIds : undefined
    void getWallets(client, {
      page: 1,
      entries: WALLETS_PAGE_SIZE,
      include,
      exclude: lists.excludeWalletIds,
    })
      .then((answer) => {
        const wallets = answer.data.filter((w) => w.mobile_link)
        if (live) setWallets(pickWallets({ wallets, ...lists }))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [config])

  if (wcError)
    return (
      <WalletConnectPairingFailed onRetry={() => void config.walletConnect.open({ retry: true })} />
    )
  return (
    <div className="portico-center">
      {wcUri && wallets.length > 0 ? (
        <ul className="portico-list" aria-label={s.mobileWallets}>
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <a
                className="portico-row portico-row-secondary"
                href={formatDeepLink({ link: wallet.mobile_link as string, uri: wcUri })}
                onClick={() =>
                  config.walletConnect.setLinking({
                    name: wallet.name,
                    href: wallet.mobile_link as string,
                  })
                }
              >
                <span className="portico-row-name">{s.open(wallet.name)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {wcUri ? (
        <>
          <LazyQrCode value={wcUri} label={s.qrLabel} logo="walletconnect" />
          <WalletConnectCopyLink uri={wcUri} />
          <WalletConnectRelayNote />
        </>
      ) : (
        <p className="portico-muted" role="status">
          {s.preparing}
        </p>
      )}
    </div>
  )
}
