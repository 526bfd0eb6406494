import { formatAmount, formatBalance } from '@portico/core'
import { useLocaleFormat } from '../format/useLocaleFormat'

/** The parameters of {@link AmountField}. */
export type AmountFieldParameters = {
  /** The input's id (its label points at it). */
  id: string
  label: string
  /** The text of the button that fills in the whole balance (`Max`). */
  maxLabel: string
  value: string
  onChange: (value: string) => void
  onMax: () => void
  /** `Max` is off (no token chosen yet, or the form is busy). */
  maxDisabled: boolean
  /** The input too is off while the form is busy. */
  disabled?: boolean | undefined
}

/**
 * An amount field with `Max`, as Send and Swap show it: a decimal input (no autocomplete) and a
 * link-styled button beside it.
 *
 * @example
 * <AmountField id={id} label="Amount" maxLabel="Max" value={amount} onChange={setAmount}
 *   onMax={() => void setMax()} maxDisabled={!token} />
 */
export function AmountField(parameters: AmountFieldParameters) {
  const { id, label, maxLabel, value, onChange, onMax, maxDisabled, disabled } = parameters
  return (
    <div className="portico-field">
      <label className="portico-muted" htmlFor={id}>
        {label}
      </label>
      <div className="portico-send-amount">
        <input
          id={id}
          className="portico-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="portico-link-button"
          disabled={maxDisabled}
          onClick={onMax}
        >
          {maxLabel}
        </button>
      </div>
    </div>
  )
}

/** The parameters of {@link TokenBalanceNote}. */
export type TokenBalanceNoteParameters = {
  token: { balance: bigint; decimals: number; symbol: string } | undefined
  /** The catalogue's `Balance: {amount} {symbol}` text. */
  balanceOf: (amount: string, symbol: string) => string
}

/** The chosen token's balance under a token picker (nothing before a token is chosen). */
export function TokenBalanceNote({ token, balanceOf }: TokenBalanceNoteParameters) {
  const format = useLocaleFormat()
  if (!token) return null
  return (
    <span className="portico-muted">
      {balanceOf(
        format.decimal(formatBalance(formatAmount(token.balance, token.decimals))),
        token.symbol,
      )}
    </span>
  )
}
