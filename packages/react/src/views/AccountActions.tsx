import { useEffect } from 'react'
import { usePorticoConfig } from '../context'
import { loadSwapTokens } from '../swap/loadSwapTokens'
import { useStore } from '../useStore'
import './send.css'

/**
 * The Account view's actions: `Send`, `Swap` (only on a network where the server has swaps) and
 * `Receive` (each opens its view).
 */
export function AccountActions() {
  const config = usePorticoConfig()
  const { send, swap } = config.strings
  const { caipAddress } = useStore(config.account)
  const caipNetworkId = caipAddress?.split(':').slice(0, 2).join(':')
  const swapLists = useStore(loadSwapTokens(config, undefined))
  useEffect(() => void loadSwapTokens(config, caipNetworkId), [config, caipNetworkId])
  const canSwap = !!caipNetworkId && !!swapLists[caipNetworkId]?.length
  return (
    <div className="portico-account-actions">
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
