import { formatAmount, formatFee, shortenAddress } from '@portico/core'
import { getSendStore } from '@portico/core/internal'
import { usePorticoConfig } from '../context'
import { useLocaleFormat } from '../format/useLocaleFormat'
import { submitSend } from '../send/submitSend'
import { useSendTokens } from '../send/useSendTokens'
import { useStore } from '../useStore'
import './send.css'

/**
 * SendPreview: the checked send (token, amount, receiver, network, estimated network fee in the
 * native token and USD — with the rent of the receiver's new token account, when the send creates
 * one, included and named) and `Send`, which opens the wallet's prompt.
 */
export function SendPreviewView() {
  const config = usePorticoConfig()
  const strings = config.strings.send
  const format = useLocaleFormat()
  const { preview, status } = useStore(getSendStore(config))
  const { nativePrice } = useSendTokens()
  if (!preview) return null
  const network = config.networks.find((n) => n.caipNetworkId === preview.caipNetworkId)
  const native = network?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
  const exactFee = formatAmount(preview.fee + preview.rent, native.decimals)
  const sending = status === 'sending'
  const usd = (value: string, price: number | undefined) =>
    price === undefined ? '' : ` (${format.usd(Number(value) * price)})`
  const amount = formatAmount(preview.value, preview.token.decimals)

  return (
    <div className="portico-send">
      <dl className="portico-send-summary">
        <dt>{strings.youSend}</dt>
        <dd>
          {amount} {preview.token.symbol}
          {usd(amount, preview.token.price)}
        </dd>
        <dt>{strings.to}</dt>
        <dd title={preview.receiverAddress}>
          {preview.receiverName
            ? `${preview.receiverName} (${shortenAddress(preview.receiverAddress)})`
            : shortenAddress(preview.receiverAddress)}
        </dd>
        <dt>{strings.network}</dt>
        <dd>{network?.name ?? preview.caipNetworkId}</dd>
        <dt>{strings.networkFee}</dt>
        <dd>
          {formatFee(exactFee)} {native.symbol}
          {usd(exactFee, nativePrice)}
          {preview.rent > 0n && (
            <span className="portico-send-note">
              {strings.accountRent(formatAmount(preview.rent, native.decimals), native.symbol)}
            </span>
          )}
        </dd>
      </dl>
      <button
        type="button"
        className="portico-row portico-row-secondary"
        disabled={sending}
        onClick={() => void submitSend(config)}
      >
        <span className="portico-row-name">{sending ? strings.sending : strings.confirm}</span>
      </button>
    </div>
  )
}
