import {
  knownSocialProviders,
  loadSocialProviders,
  type SocialLoginId,
} from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { usePorticoConfig } from '../context'
import { openSocialLogin } from './openSocialLogin'
import { SocialIcon } from './SocialIcon'
import './email.css'

/**
 * Connect's social login buttons (SPEC §2): one per provider the server offers and
 * `features.socials` keeps, in its order (a provider without configuration is not listed).
 * Farcaster opens its own view (a QR code and a link, loaded then); the others a popup. The list is asked once, from the frame's server, without loading
 * the frame (read when the page is idle, so Connect draws the buttons in its first frame); a click
 * opens the provider's popup at once (inside the click) while the flow and the frame client load.
 */
export function SocialButtons() {
  const config = usePorticoConfig()
  const { strings } = config
  const [providers, setProviders] = useState<SocialLoginId[]>(
    () => knownSocialProviders(config) ?? [],
  )
  useEffect(() => {
    let live = true
    void loadSocialProviders(config).then((list) => {
      if (live) setProviders(list)
    })
    return () => {
      live = false
    }
  }, [config])
  if (providers.length === 0) return null
  return (
    <ul className="portico-social" aria-label={strings.social.group}>
      {providers.map((provider) => {
        const name = strings.social.providers[provider]
        return (
          <li key={provider}>
            <button
              type="button"
              className="portico-row"
              onClick={() =>
                provider === 'farcaster'
                  ? config.router.push('ConnectingFarcaster')
                  : openSocialLogin(config, provider)
              }
            >
              <SocialIcon provider={provider} name={name} />
              <span className="portico-row-name">{strings.social.continueWith(name)}</span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
