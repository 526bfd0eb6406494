import { shortenAddress } from '@portico/core'
import { getSendStore } from '@portico/core/internal'
import { useEffect, useId } from 'react'
import { usePorticoConfig } from '../context'
import { useLocaleFormat } from '../format/useLocaleFormat'
import { sendErrorText } from '../send/sendErrorText'
import { useSendTokens } from '../send/useSendTokens'
import { useStore } from '../useStore'
import { AmountField, TokenBalanceNote } from './AmountField'
import './send.css'

const tokenKey = (token: { address?: string | undefined } | undefined) =>
  token ? (token.address ?? 'native') : ''

/**
 * Send: a token picker (native + the account's ERC-20s), the amount with `Max`, the receiver, the
 * network balance in USD and `Preview`. Every check (SPEC §5 and Portico's own) runs before any
 * wallet prompt and shows inline (`role="alert"`).
 */
export function SendView() {
  const config = usePorticoConfig()
  const strings = config.strings.send
  const format = useLocaleFormat()
  const store = getSendStore(config)
  const draft = useStore(store)
  const { active } = useStore(config.namespace)
  const { tokens, networkBalanceInUsd } = useSendTokens()
  const ids = { token: useId(), amount: useId(), receiver: useId(), error: useId() }

  // The native token is chosen until the person picks another; a refreshed list updates it.
  const chosen = tokens.find((t) => tokenKey(t) === tokenKey(draft.token))
  useEffect(() => {
    if (!draft.token) {
      if (tokens[0]) store.setToken(tokens[0])
    } else if (chosen && chosen.balance !== draft.token.balance) store.setToken(chosen)
  }, [store, chosen, tokens, draft.token])
  useEffect(() => {
    store.setNetworkBalanceInUsd(networkBalanceInUsd)
  }, [store, networkBalanceInUsd])

  const busy = draft.status === 'estimating'
  const preview = async () => {
    if (await store.preview()) config.router.push('SendPreview')
  }

  return (
    <form
      className="portico-send"
      aria-describedby={draft.error ? ids.error : undefined}
      onSubmit={(event) => {
        event.preventDefault()
        void preview()
      }}
    >
      <div className="portico-field">
        <label className="portico-muted" htmlFor={ids.token}>
          {strings.token}
        </label>
        <select
          id={ids.token}
          className="portico-select"
          value={tokenKey(draft.token)}
          onChange={(event) =>
            store.setToken(tokens.find((t) => tokenKey(t) === event.target.value))
          }
        >
          {draft.token ? null : <option value="">{strings.noToken}</option>}
          {tokens.map((token) => (
            <option key={tokenKey(token)} value={tokenKey(token)}>
              {token.symbol}
            </option>
          ))}
        </select>
        <TokenBalanceNote token={draft.token} balanceOf={strings.balanceOf} />
      </div>
      <AmountField
        id={ids.amount}
        label={strings.amount}
        maxLabel={strings.max}
        value={draft.sendTokenAmount}
        onChange={store.setAmount}
        onMax={() => void store.setMaxAmount()}
        maxDisabled={!draft.token || busy}
      />
      <div className="portico-field">
        <label className="portico-muted" htmlFor={ids.receiver}>
          {strings.receiverAddress}
        </label>
        <input
          id={ids.receiver}
          className="portico-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={strings.receiverPlaceholder[active]}
          value={draft.receiverAddress}
          onChange={(event) => store.setReceiverAddress(event.target.value)}
        />
        {draft.receiverProfileName ? (
          <span className="portico-send-profile">
            {draft.receiverProfileImageUrl ? (
              <img src={draft.receiverProfileImageUrl} alt="" width={20} height={20} />
            ) : null}
            {draft.receiverProfileName}
            {draft.receiverResolvedAddress ? (
              <span className="portico-muted" title={draft.receiverResolvedAddress}>
                {strings.receiverNameAddress(shortenAddress(draft.receiverResolvedAddress))}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      {draft.networkBalanceInUsd !== undefined ? (
        <p className="portico-muted">
          {strings.networkBalance(format.usd(draft.networkBalanceInUsd))}
        </p>
      ) : null}
      {draft.error ? (
        <p id={ids.error} role="alert" className="portico-send-error">
          {sendErrorText(draft.error, config.strings, active)}
        </p>
      ) : null}
      <button type="submit" className="portico-row portico-row-secondary" disabled={busy}>
        <span className="portico-row-name">{busy ? strings.estimating : strings.preview}</span>
      </button>
    </form>
  )
}
