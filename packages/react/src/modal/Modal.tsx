import type { View } from '@portico/core'
import { featuresOf } from '@portico/core/internal'
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { usePorticoConfig } from '../context'
import type { PorticoConfig } from '../createPorticoConfig'
import { NameViews } from '../names/NameViews'
import { hasStringSection } from '../strings/createStrings'
import type { Strings } from '../strings/en'
import { useStore } from '../useStore'
import {
  LazyConnectingFarcasterView,
  LazyConnectingSocialView,
  LazyEmailVerifyOtpView,
  LazyUpdateEmailView,
} from '../views/LazyEmailViews'
import {
  AccountView,
  AllWalletsView,
  ConnectingExternalView,
  ConnectingWalletConnectBasicView,
  ConnectingWalletConnectView,
  ConnectView,
  loadAccountViews,
  ReceiveView,
  SendPreviewView,
  SendView,
  SIWXSignMessageView,
  UnsupportedChainView,
} from '../views/lazyViews'
import { useFocusTrap } from './useFocusTrap'

// The Swap view and its store are their own chunk, loaded when Swap is opened (issue 15).
const SwapView = lazy(() => import('../views/SwapView').then((m) => ({ default: m.SwapView })))
// So is the Buy view (with the server client it reads: the modal's chunk carries neither).
const BuyView = lazy(() =>
  import('../views/buyViewChunk').then((view) => ({
    default: function BuyWithClient() {
      const config = usePorticoConfig()
      return <view.BuyView client={view.getServerClient(config) ?? undefined} />
    },
  })),
)

const titles: Partial<Record<View, (s: Strings) => string>> = {
  Connect: (s) => s.connectWallet,
  AllWallets: (s) => s.allWallets,
  ConnectingExternal: (s) => s.connecting,
  ConnectingWalletConnect: (s) => s.walletConnect.title,
  ConnectingWalletConnectBasic: (s) => s.walletConnect.title,
  Account: (s) => s.account,
  UnsupportedChain: (s) => s.switchNetwork,
  SIWXSignMessage: (s) => s.signIn,
  Send: (s) => s.send.send,
  SendPreview: (s) => s.send.previewTitle,
  Receive: (s) => s.send.receive,
  Swap: (s) => s.swap.swap,
  EmailVerifyOtp: (s) => s.email.otpTitle,
  EmailVerifyDevice: (s) => s.email.deviceTitle,
  UpdateEmailWallet: (s) => s.email.updateTitle,
  UpdateEmailPrimaryOtp: (s) => s.email.primaryTitle,
  UpdateEmailSecondaryOtp: (s) => s.email.secondaryTitle,
  ConnectingSocial: (s) => s.social.title,
  ConnectingFarcaster: (s) => s.social.farcaster.title,
  RegisterAccountName: (s) => s.names.title,
  RegisterAccountNameSuccess: (s) => s.names.successTitle,
  Buy: (s) => s.buy.buy,
}

/**
 * The views drawn with the strings of the modal's own chunk (Connect and what it leads to); the
 * others (a connected account's) need the account views' chunk, which provides theirs.
 */
const connectViews: ReadonlySet<View> = new Set<View>([
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'ConnectingSocial',
  'ConnectingFarcaster',
])

/**
 * Whether `view`'s strings are here; when not (a connected account's view opened before its chunk
 * came), loads them and re-renders.
 */
function useViewStrings(view: View): boolean {
  const ready = connectViews.has(view) || hasStringSection('send')
  const [, setLoaded] = useState(0)
  useEffect(() => {
    if (ready) return
    let live = true
    void loadAccountViews().then(
      () => live && setLoaded((n) => n + 1),
      () => {},
    )
    return () => {
      live = false
    }
  }, [ready])
  return ready
}

/** Whether `view` belongs to a feature the app turned off (SPEC §1): never loaded, never shown. */
function isOff(config: PorticoConfig, view: View): boolean {
  const features = featuresOf(config)
  switch (view) {
    case 'Send':
    case 'SendPreview':
      return !features.send
    case 'Receive':
      return !features.receive
    case 'Swap':
      return !features.swaps
    case 'Buy':
      return !features.onramp
    case 'AllWallets':
      return !features.allWallets
    case 'ConnectingSocial':
      return features.socials.length === 0
    case 'ConnectingFarcaster':
      return !features.socials.includes('farcaster') || config.embeddedWallet === undefined
    default:
      return false
  }
}

function body(view: View): ReactNode {
  switch (view) {
    case 'AllWallets':
      return <AllWalletsView />
    case 'ConnectingExternal':
      return <ConnectingExternalView />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasicView />
    case 'Account':
      return <AccountView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'SIWXSignMessage':
      return <SIWXSignMessageView />
    case 'Send':
      return <SendView />
    case 'SendPreview':
      return <SendPreviewView />
    case 'Receive':
      return <ReceiveView />
    case 'Swap':
      return (
        <Suspense fallback={<SwapLoading />}>
          <SwapView />
        </Suspense>
      )
    case 'Buy':
      return (
        <Suspense fallback={null}>
          <BuyView />
        </Suspense>
      )
    case 'Connect':
      return <ConnectView />
    case 'EmailVerifyOtp':
    case 'EmailVerifyDevice':
      return <LazyEmailVerifyOtpView />
    case 'UpdateEmailWallet':
    case 'UpdateEmailPrimaryOtp':
    case 'UpdateEmailSecondaryOtp':
      return <LazyUpdateEmailView />
    case 'ConnectingSocial':
      return <LazyConnectingSocialView />
    case 'ConnectingFarcaster':
      return <LazyConnectingFarcasterView />
    case 'RegisterAccountName':
    case 'RegisterAccountNameSuccess':
      return <NameViews view={view} />
    // SPEC §2 views of features not built yet: said plainly, never shown as another view.
    case 'ApproveTransaction':
    case 'ConnectingSiwe':
      return <UnavailableView />
    default: {
      const unknown: never = view
      throw new TypeError(`The modal has no view named ${String(unknown)}`)
    }
  }
}

/** While the Swap view's chunk loads. */
function SwapLoading() {
  const { strings } = usePorticoConfig()
  return (
    <p className="portico-center portico-muted" role="status">
      {strings.swap.loadingTokens}
    </p>
  )
}

/** What a view of a feature this version does not have shows (instead of another view). */
function UnavailableView() {
  const { strings } = usePorticoConfig()
  return (
    <div className="portico-center" role="alert">
      <p className="portico-strong">{strings.viewUnavailable}</p>
    </div>
  )
}

/**
 * The header's Back and Close marks: drawn (a font's `‹` and `×` differ in size and weight),
 * hidden from screen readers (the button's `aria-label` names it).
 */
function HeaderIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The dialog: `role="dialog"`, `aria-modal`, labelled by the view's title; traps focus, makes the
 * page behind inert and stops it scrolling, closes on Escape (where closing is allowed) and gives
 * focus back to the opener.
 */
export function Modal() {
  const config = usePorticoConfig()
  const { view, history } = useStore(config.router)
  const ref = useRef<HTMLDivElement>(null)
  const canClose = config.modal.canClose()
  const close = useCallback(() => config.modal.close(), [config])
  useFocusTrap({ ref, onEscape: canClose ? close : undefined, isolate: true })
  const ready = useViewStrings(view)
  const title = ready
    ? (titles[view]?.(config.strings) ?? config.strings.viewUnavailableTitle)
    : config.strings.modal.viewLoading
  const canGoBack = history.length > 1 && view !== 'UnsupportedChain'

  // A view change may unmount the focused control: keep focus inside the dialog.
  useEffect(() => {
    const dialog = ref.current
    if (view && dialog && !dialog.contains(document.activeElement)) dialog.focus()
  }, [view])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users have Escape and Close
    <div
      className="portico-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && canClose) close()
      }}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        className="portico-modal"
      >
        <header className="portico-header">
          {canGoBack ? (
            <button
              type="button"
              className="portico-icon-button"
              aria-label={config.strings.back}
              onClick={() => config.router.goBack()}
            >
              <HeaderIcon path="M15 5l-7 7 7 7" />
            </button>
          ) : (
            <span className="portico-icon-spacer" />
          )}
          <h2 className="portico-title">{title}</h2>
          {canClose ? (
            <button
              type="button"
              className="portico-icon-button"
              aria-label={config.strings.close}
              onClick={close}
            >
              <HeaderIcon path="M6 6l12 12M18 6L6 18" />
            </button>
          ) : (
            <span className="portico-icon-spacer" />
          )}
        </header>
        <div className="portico-body">
          {!ready ? (
            <p className="portico-center portico-muted" role="status">
              {config.strings.modal.viewLoading}
            </p>
          ) : isOff(config, view) ? (
            <UnavailableView />
          ) : (
            body(view)
          )}
        </div>
      </div>
    </div>
  )
}
