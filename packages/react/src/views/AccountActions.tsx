import { featuresOf, isOnrampRestricted, loadSwapNetworks } from '@portico/core/internal'
import { useEffect } from 'react'
import { usePorticoConfig } from '../context'
import { preloadViews } from '../modal/lazyView'
import { useStore } from '../useStore'
import { ReceiveView, SendPreviewView, SendView } from './lazyAccountParts'
import './send.css'

/**
 * The Account view's actions: `Buy` (not in mainland China's time zones, SPEC §1), `Send`, `Swap` (only on a network where the server has swaps) and
 * `Receive` (each opens its view); each only when `features` has it on (a feature turned off:
 * no button, and its view's code is never requested).
 */
export function AccountActions() {
  const config = usePorticoConfig()
  const { send, swap, buy } = config.strings
  const { caipAddress } = useStore(config.account)
  const caipNetworkId = caipAddress?.split(':').slice(0, 2).join(':')
  const features = featuresOf(config)
  const swapNetworks = useStore(loadSwapNetworks(config, undefined))
  useEffect(() => {
    if (features.swaps) void loadSwapNetworks(config, caipNetworkId)
  }, [config, caipNetworkId, features.swaps])
  useEffect(() => {
    if (features.send) preloadViews(SendView, SendPreviewView)
    if (features.receive) preloadViews(ReceiveView)
  }, [features.send, features.receive])
  const canSwap = features.swaps && !!caipNetworkId && swapNetworks[caipNetworkId] === true
  return (
    <div className="portico-account-actions">
      {!features.onramp || isOnrampRestricted() ? null : (
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={() => config.router.push('Buy')}
        >
          <span className="portico-row-name">{buy.buy}</span>
        </button>
      )}
      {features.send ? (
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={() => config.router.push('Send')}
        >
          <span className="portico-row-name">{send.send}</span>
        </button>
      ) : null}
      {canSwap ? (
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={() => config.router.push('Swap')}
        >
          <span className="portico-row-name">{swap.swap}</span>
        </button>
      ) : null}
      {features.receive ? (
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={() => config.router.push('Receive')}
        >
          <span className="portico-row-name">{send.receive}</span>
        </button>
      ) : null}
    </div>
  )
}
