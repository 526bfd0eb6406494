import { usePorticoConfig } from '../context'
import { copyText } from '../copyText'
import { LazyQrCode } from '../qr/LazyQrCode'
import { useStore } from '../useStore'
import './send.css'

/**
 * Receive: the full address, `Copy address`, its QR code (loaded on demand) and the networks the
 * address is valid on (the app's requested networks of the account's namespace).
 */
export function ReceiveView() {
  const config = usePorticoConfig()
  const { strings } = config
  const { address } = useStore(config.account)
  const { active } = useStore(config.namespace)
  if (!address) return null
  const networks = config.networks.filter((n) => n.chainNamespace === active)

  const copy = () =>
    copyText({
      text: address,
      toast: config.toast,
      copied: strings.addressCopied,
      failed: strings.copyFailed,
    })

  return (
    <div className="portico-send portico-receive">
      <LazyQrCode value={address} label={strings.send.qrLabel} />
      <p className="portico-muted">{strings.send.yourAddress}</p>
      <p className="portico-receive-address">{address}</p>
      <button
        type="button"
        className="portico-row portico-row-secondary"
        onClick={() => void copy()}
      >
        <span className="portico-row-name">{strings.copyAddress}</span>
      </button>
      <p className="portico-muted">{strings.send.receiveIntro}</p>
      <ul className="portico-receive-networks" aria-label={strings.send.validOn}>
        {networks.map((network) => (
          <li key={network.caipNetworkId}>{network.name}</li>
        ))}
      </ul>
    </div>
  )
}
