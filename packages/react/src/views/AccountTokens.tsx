import { formatBalance } from '@portico/core'
import { getServerApi, loadAccountName } from '@portico/core/internal'
import { useEffect, useId } from 'react'
import { usePorticoConfig } from '../context'
import { useLocaleFormat } from '../format/useLocaleFormat'
import { useStore } from '../useStore'
import './tokens.css'
import { useAccountNameWith } from '../names/useAccountNameWith'
import { Skeleton } from './Skeleton'
import { TokenIcon } from './TokenIcon'

/**
 * The Account view's tokens: symbol, quantity (3 decimals, truncated) and USD value (2 decimals)
 * per token, the USD total, and a `Refresh` button that asks the server to skip its cache. Loads
 * through core's account tokens store (local cache 30 s; a failure toasts
 * `Token Balance Unavailable` and blocks retries 30 s).
 */
export function AccountTokens() {
  const config = usePorticoConfig()
  const api = getServerApi(config)
  if (!api) return null
  return <TokenList api={api} />
}

function TokenList({ api }: { api: NonNullable<ReturnType<typeof getServerApi>> }) {
  const config = usePorticoConfig()
  const { strings } = config
  const { caipAddress, status: accountStatus } = useStore(config.account)
  const tokens = useStore(api.tokens)
  const headingId = useId()
  const format = useLocaleFormat()
  // The header already shows the account's name: the identity line only adds another one.
  const accountName = useAccountNameWith(config, loadAccountName)

  useEffect(() => {
    if (accountStatus !== 'connected' || !caipAddress) return
    void api.tokens.load({ caipAddress })
    void api.tokens.loadIdentity(caipAddress)
  }, [api, caipAddress, accountStatus])

  const current = tokens.caipAddress === caipAddress ? tokens : undefined
  const status = current?.status ?? 'loading'

  return (
    <section className="portico-tokens" aria-labelledby={headingId}>
      {current?.identity?.name && current.identity.name !== accountName ? (
        <p className="portico-strong portico-identity">{current.identity.name}</p>
      ) : null}
      <div className="portico-tokens-header">
        <h3 className="portico-subtitle" id={headingId}>
          {strings.tokens}
        </h3>
        <button
          type="button"
          className="portico-link-button"
          disabled={status === 'loading'}
          onClick={() => caipAddress && void api.tokens.load({ caipAddress, force: true })}
        >
          {strings.refresh}
        </button>
      </div>
      {status === 'loading' ? (
        <Skeleton label={strings.tokensLoading} />
      ) : status === 'error' ? (
        <p className="portico-muted">{strings.tokensUnavailable}</p>
      ) : current && current.balances.length === 0 ? (
        <p className="portico-muted">{strings.noTokens}</p>
      ) : (
        <>
          <ul className="portico-token-list" aria-label={strings.tokens}>
            {current?.balances.map((token) => (
              <li key={`${token.chainId}:${token.address ?? 'native'}`} className="portico-token">
                <TokenIcon symbol={token.symbol} iconUrl={token.iconUrl} />
                <span className="portico-token-symbol">{token.symbol}</span>
                <span className="portico-token-quantity">
                  {format.decimal(formatBalance(token.quantity.numeric))}
                </span>
                <span className="portico-token-value">{format.usd(token.value ?? 0)}</span>
              </li>
            ))}
          </ul>
          <p className="portico-token-total">
            <span>{strings.totalBalance}</span>{' '}
            <span className="portico-strong">{format.usd(current?.totalUsd ?? 0)}</span>
          </p>
        </>
      )}
    </section>
  )
}
