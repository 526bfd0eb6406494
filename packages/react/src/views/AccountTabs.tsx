import { featuresOf, getServerApi } from '@portico/core/internal'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { usePorticoConfig } from '../context'
import { preloadViews } from '../modal/lazyView'
import { AccountTokens } from './AccountTokens'
import { AccountActivity } from './lazyActivity'
import './activity.css'

const tabs = ['tokens', 'activity'] as const
type Tab = (typeof tabs)[number]

/**
 * The Account view's sections as tabs (`role="tablist"`, WAI-ARIA keyboard: arrows, Home, End):
 * `Tokens` (the token list) and `Activity` (the history, loaded when the tab opens; without tabs
 * when `features.history` is off). Nothing without a Portico server.
 */
export function AccountTabs() {
  const config = usePorticoConfig()
  const strings = config.strings.activity
  const [selected, setSelected] = useState<Tab>('tokens')
  const id = useId()
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})
  const hasApi = !!getServerApi(config)
  const history = featuresOf(config).history
  useEffect(() => {
    if (hasApi && history) preloadViews(AccountActivity)
  }, [hasApi, history])
  if (!hasApi) return null
  // `features.history` off: the tokens alone, and the Activity tab's code is never requested.
  if (!history) return <AccountTokens />

  const names: Record<Tab, string> = { tokens: strings.tokensTab, activity: strings.activityTab }
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.indexOf(selected)
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = tabs[moves[event.key] ?? -1]
    if (!target) return
    event.preventDefault()
    setSelected(target)
    refs.current[target]?.focus()
  }

  return (
    <div className="portico-tabs">
      <div
        role="tablist"
        aria-label={strings.sections}
        className="portico-tablist"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={selected === tab}
            // Only the selected tab's panel is rendered (Activity loads when opened).
            aria-controls={selected === tab ? `${id}-${tab}-panel` : undefined}
            tabIndex={selected === tab ? 0 : -1}
            className="portico-tab"
            onClick={() => setSelected(tab)}
          >
            {names[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-${selected}-panel`}
        aria-labelledby={`${id}-${selected}-tab`}
        className="portico-tabpanel"
      >
        {selected === 'tokens' ? <AccountTokens /> : <AccountActivity />}
      </div>
    </div>
  )
}
