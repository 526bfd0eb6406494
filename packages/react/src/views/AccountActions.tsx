import { isOnrampRestricted } from '@portico/core'
import { useEffect } from 'react'
import { usePorticoConfig } from '../context'
import { loadSwapNetworks } from '../swap/loadSwapNetworks'
import { useStore } from '../useStore'
import { preloadViews, SendPreviewView, SendView } from './lazyViews'
import './send.css'

/**
 * The Account view's actions: `Buy` (not in mainland China's time zones, SPEC §1), `Send`, `Swap` (only on a network where the server has swaps) and
 * `Receive` (each opens its view).
 */
export function AccountActions() {
  const config = usePorticoConfig()
  const { send, swap, buy } = config.strings
  const { caipAddress } = useStore(config.account)
  const caipNetworkId = caipAddress?.split(':').slice(0, 2).join(':')
  const swapNetworks = useStore(loadSwapNetworks(config, undefined))
  useEffect(() => void loadSwapNetworks(config, caipNetworkId), [config, caipNetworkId])
  useEffect(() => preloadViews(SendView, SendPreviewView), [])
  const canSwap = !!caipNetworkId && swapNetworks[caipNetworkId] === true
  return (
    <div className="portico-account-actions">
      {isOnrampRestricted() ? null : (
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={() => config.router.push('Buy')}
        >
          <span className="portico-row-name">{buy.buy}</span>
        </button>
      )}
      <button
        type="button"
        className="portico-row portico-row-secondary"
        onClick={() => config.router.push('Send')}
      >
        <span className="portico-row-name">{send.send}</span>
      </button>
      {canSwap ? (
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={() => config.router.push('Swap')}
        >
          <span className="portico-row-name">{swap.swap}</span>
        </button>
      ) : null}
      <button
        type="button"
        className="portico-row portico-row-secondary"
        onClick={() => config.router.push('Receive')}
      >
        <span className="portico-row-name">{send.receive}</span>
      </button>
    </div>
  )
}
