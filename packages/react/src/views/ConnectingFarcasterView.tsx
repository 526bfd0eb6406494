import { farcasterLoginOf } from '@portico/core/internal'
import { useEffect } from 'react'
import { usePorticoConfig } from '../context'
import { copyText } from '../copyText'
import { errorText } from '../errorText'
import { LazyQrCode } from '../qr/LazyQrCode'
import { provideStringSections } from '../strings/createStrings'
import { farcasterEn } from '../strings/farcasterEn'
import { useStore } from '../useStore'
import { SocialIcon } from './SocialIcon'
import './email.css'

/** Gives the catalogues this view's part of the social section (`LazyEmailViews`). */
export function provideFarcasterStrings(): void {
  provideStringSections({ social: { farcaster: farcasterEn } })
}

/**
 * ConnectingFarcaster (SPEC §2, dialog `Log in with Farcaster`): on open, the frame makes a Sign
 * In With Farcaster link (APP_GET_FARCASTER_URI), shown as a QR code (`Farcaster QR code`, loaded
 * on demand) for a phone to scan, as `Open in Farcaster` (on the phone itself) and `Copy link`;
 * the flow asks the frame every second whether the visitor signed (APP_CONNECT_FARCASTER), and
 * then the embedded wallet connects. The visitor may ask for `Get a new link` (a refusal in the
 * Farcaster app reaches no one: the link just waits). An expired or refused login shows the
 * error with `Try again` and Cancel. Leaving the view stops the polling; going back with no
 * connected address also reloads the frame's login (`FarcasterLogin.reload`).
 */
export function ConnectingFarcasterView() {
  const config = usePorticoConfig()
  const { strings } = config
  const s = strings.social.farcaster
  const login = farcasterLoginOf(config)
  const { status, url, error } = useStore(login.store)
  useEffect(() => {
    void login.start()
    const depth = config.router.getState().history.length
    return () => {
      login.cancel()
      // SPEC §2: going back (the history popped) with no connected address reloads the frame's
      // login and re-syncs the app's data 100 ms later.
      if (config.router.getState().history.length < depth && !config.account.getState().address)
        void login.reload()
    }
  }, [login, config])
  const failed = status === 'idle' && error !== undefined
  const restart = () => void login.start()
  const copy = () =>
    url === undefined
      ? undefined
      : copyText({
          text: url,
          toast: config.toast,
          copied: s.linkCopied,
          failed: strings.copyFailed,
        })
  if (failed) {
    return (
      <div className="portico-center portico-social-connecting">
        <SocialIcon provider="farcaster" name={strings.social.providers.farcaster} />
        <p className="portico-error" role="alert">
          {errorText({ error, action: 'connect', strings })}
        </p>
        <button type="button" className="portico-row portico-row-secondary" onClick={restart}>
          <span className="portico-row-name">{strings.social.retry}</span>
        </button>
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={() => config.router.goBack()}
        >
          <span className="portico-row-name">{strings.social.cancel}</span>
        </button>
      </div>
    )
  }
  if (status !== 'waiting' || url === undefined) {
    return (
      <div className="portico-center portico-social-connecting" aria-busy="true">
        <SocialIcon provider="farcaster" name={strings.social.providers.farcaster} />
        <p className="portico-muted" role="status">
          {status === 'connecting' ? strings.social.connecting : s.preparing}
        </p>
      </div>
    )
  }
  return (
    <div className="portico-center">
      <LazyQrCode value={url} label={s.qrLabel} />
      <p className="portico-muted">{s.scan}</p>
      <p className="portico-strong" role="status">
        {s.waiting}
      </p>
      <a className="portico-row portico-row-secondary" href={url} target="_blank" rel="noreferrer">
        <span className="portico-row-name">{s.open}</span>
      </a>
      <button
        type="button"
        className="portico-row portico-row-secondary"
        onClick={() => void copy()}
      >
        <span className="portico-row-name">{s.copyLink}</span>
      </button>
      <button type="button" className="portico-row portico-row-secondary" onClick={restart}>
        <span className="portico-row-name">{s.newLink}</span>
      </button>
    </div>
  )
}
