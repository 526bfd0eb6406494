import type { SocialProvider } from '@portico/core/internal'
import { useEffect } from 'react'
import { usePorticoConfig } from '../context'
import { errorText } from '../errorText'
import { useStore } from '../useStore'
import { SocialIcon } from './SocialIcon'
import { socialLoginOf, startSocialLogin } from './socialLoginOf'

/**
 * The social connecting view (SPEC §2): `Continue in the popup…` while the provider's popup is
 * open (Cancel closes it and brings Connect back), `Taking you to {provider}…` in redirect mode,
 * `Connecting…` while the frame finishes, and a failure with `Try again` (a new popup, from this
 * click) and Cancel.
 */
export function ConnectingSocialView() {
  const config = usePorticoConfig()
  const { strings } = config
  const login = socialLoginOf(config)
  const { status, error } = useStore(login.store)
  const { history } = useStore(config.router)
  const entry = history.at(-1)
  const provider = (
    entry?.view === 'ConnectingSocial' ? entry.data.provider : 'google'
  ) as SocialProvider
  const name = strings.social.providers[provider] ?? provider
  // Leaving the view (Back, closing the modal) while the popup is open cancels the login.
  useEffect(
    () => () => {
      if (login.store.getState().status === 'popup') login.cancel()
    },
    [login],
  )
  const failed = status === 'idle' && error !== undefined
  return (
    <div className="portico-center portico-social-connecting">
      <SocialIcon provider={provider} name={name} />
      <p className="portico-strong" aria-live="polite">
        {status === 'popup'
          ? strings.social.popup
          : status === 'redirecting'
            ? strings.social.redirecting(name)
            : status === 'connecting'
              ? strings.social.connecting
              : ''}
      </p>
      {status === 'popup' ? (
        <p className="portico-muted">{strings.social.popupHint(name)}</p>
      ) : null}
      {failed ? (
        <p className="portico-error" role="alert">
          {errorText({ error, action: 'connect', strings })}
        </p>
      ) : null}
      {failed ? (
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={() => startSocialLogin(config, provider)}
        >
          <span className="portico-row-name">{strings.social.retry}</span>
        </button>
      ) : null}
      {status === 'popup' || failed ? (
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={() => {
            login.cancel()
            if (failed) config.router.goBack()
          }}
        >
          <span className="portico-row-name">{strings.social.cancel}</span>
        </button>
      ) : null}
    </div>
  )
}
