import {
  featuresOf,
  isMobile,
  knownSocialProviders,
  loadRecommendedWallets,
  loadSocialProviders,
  walletListsOf,
} from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { usePorticoConfig } from '../context'
import type { PorticoConfig } from '../createPorticoConfig'
import { useStore } from '../useStore'
import { EmailLoginForm } from './EmailLoginForm'
import { LegalCheckbox } from './LegalCheckbox'
import { readLegalAccepted, writeLegalAccepted } from './legalAcceptance'
import { RecommendedWalletList } from './RecommendedWalletList'

// The hidden Connect dialog's one layout at idle (ModalRoot, through lazyViews).
export { warmLayout, whenDrawn } from '../modal/warmLayout'
// What a picked wallet's row shows: with Connect's chunk, so a connected visitor does not load it.
export { ConnectingExternalView } from './ConnectingExternalView'
export { loadRecommendedWallets }

import { Skeleton } from './Skeleton'
import { SocialButtons } from './SocialButtons'
import { WalletConnectMark } from './WalletConnectMark'
import { WalletList } from './WalletList'

/** Connect waits this long at most for the social logins and recommended wallets before showing the rest. */
const SOCIALS_WAIT_MS = 2_000

/**
 * Reads the social logins the server offers and its recommended wallets before Connect's first
 * paint (when the page was idle they are known already: `prefetchViews`), so no row moves when
 * they arrive; resolves after {@link SOCIALS_WAIT_MS} at most.
 */
function prepareRows(config: PorticoConfig, socials: boolean) {
  return new Promise<void>((resolve) => {
    const timer = config.clock.setTimeout(resolve, SOCIALS_WAIT_MS)
    void Promise.all([
      socials ? loadSocialProviders(config) : undefined,
      loadRecommendedWallets(config),
    ]).then(() => {
      config.clock.clearTimeout(timer)
      resolve()
    })
  })
}

/**
 * Connect: the social logins the server offers and the email field when an embedded wallet is
 * configured (SPEC §2 default), then the installed wallets (featured, then recent first), the
 * server's recommended wallets not installed here (SPEC §9: 4), `WalletConnect` when configured,
 * and `All Wallets` — each as `features` allows. With
 * `collapseWallets` the wallets hide behind one `Continue with a wallet` row; with the legal
 * checkbox every way to connect stays disabled until it is checked (remembered in storage).
 */
export function ConnectView() {
  const config = usePorticoConfig()
  const features = featuresOf(config)
  const { recentWallets } = useStore(config.recentWallets)
  const { connectors } = useStore(config.connectors)
  const { connectTo } = useStore(config.namespace)
  const auth =
    config.embeddedWallet !== undefined &&
    connectors.some(
      (c) => c.type === 'AUTH' && (!connectTo || c.namespaces.includes(connectTo.namespace)),
    )
  const email = auth && features.email
  const socials = auth && features.socials.length > 0
  // WalletConnect's row goes only when the app excludes `walletConnect`.
  const hasWalletConnect =
    !walletListsOf(config).excludeWalletIds?.includes('walletConnect') &&
    connectors.some(
      (c) =>
        c.type === 'WALLET_CONNECT' && (!connectTo || c.namespaces.includes(connectTo.namespace)),
    )
  // Read when the page was idle (prefetchViews): then every row is drawn in the first frame.
  // Recommended wallets are awaited with the socials when those are read now; known already, or
  // not yet read while nothing else is awaited, they do not hold the wallet list back (their rows
  // then follow: RecommendedWalletList).
  const [ready, setReady] = useState(() => !socials || knownSocialProviders(config) !== undefined)
  const [accepted, setAccepted] = useState(
    () => !features.legalCheckbox || readLegalAccepted(config),
  )
  const [expanded, setExpanded] = useState(!features.collapseWallets)
  useEffect(() => {
    if (ready) return
    let live = true
    void prepareRows(config, socials).then(() => live && setReady(true))
    return () => {
      live = false
    }
  }, [config, ready, socials])

  if (!ready) return <Skeleton label={config.strings.modal.viewLoading} rows={4} />

  return (
    <>
      {features.legalCheckbox ? (
        <LegalCheckbox
          checked={accepted}
          onChange={(checked) => {
            setAccepted(checked)
            writeLegalAccepted(config, checked)
          }}
        />
      ) : null}
      {/* A disabled fieldset disables every control in it: nothing connects before acceptance.
          A group holding an input needs a name (WCAG 1.3.1): the dialog's title. */}
      <fieldset
        className="portico-connect-options"
        disabled={!accepted}
        aria-label={config.strings.connectWallet}
      >
        {socials ? <SocialButtons /> : null}
        {email ? <EmailLoginForm /> : null}
        {expanded ? (
          <>
            <WalletList recentIds={recentWallets.map((w) => w.id)} />
            <RecommendedWalletList />
            {hasWalletConnect ? (
              <button
                type="button"
                className="portico-row"
                onClick={() =>
                  // A phone cannot scan its own screen: it gets the wallets to open instead.
                  isMobile(globalThis.navigator?.userAgent ?? '')
                    ? config.router.push('ConnectingWalletConnectBasic')
                    : config.router.push('ConnectingWalletConnect', {})
                }
              >
                <WalletConnectMark />
                <span className="portico-row-name">{config.strings.walletConnect.title}</span>
              </button>
            ) : null}
            {features.allWallets ? (
              <button
                type="button"
                className="portico-row portico-row-secondary"
                onClick={() => config.router.push('AllWallets')}
              >
                <span className="portico-row-name">{config.strings.allWallets}</span>
              </button>
            ) : null}
          </>
        ) : (
          <button
            type="button"
            className="portico-row portico-row-secondary"
            onClick={() => setExpanded(true)}
          >
            <span className="portico-row-name">{config.strings.modal.continueWithWallet}</span>
          </button>
        )}
      </fieldset>
    </>
  )
}
