import { shortenAddress } from '@portico/core'
import { ConnectButtonCustom } from './ConnectButtonCustom'
import { usePorticoConfig } from './context'
import { loadModal } from './modal/loadModal'
import { useAccountName } from './names/useAccountName'
import { useStore } from './useStore'
import './theme.css'

export type ConnectButtonProps = {
  /** Extra class names for the button. */
  className?: string | undefined
}

/**
 * The button that opens the modal: `Connect Wallet` while disconnected, the account's name
 * (`alice.portico.id`) or else its short address (`0xf3…b92266`) while connected, opening the
 * Account view. `ConnectButton.Custom` renders a button of the app's own (render props).
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton({ className }: ConnectButtonProps) {
  const config = usePorticoConfig()
  const { status, address } = useStore(config.account)
  const name = useAccountName(config)
  const { locale, dir } = useStore(config.locale)
  const { themeMode } = useStore(config.theme)
  // Reconnecting with an address (a reload, or a server render from the session cookie) already
  // shows the account: no flash of `Connect Wallet` before the wallet answers.
  const connected = (status === 'connected' || status === 'reconnecting') && address
  // A failed preload is tried again on open.
  const preload = () => void loadModal().catch(() => {})
  return (
    <button
      type="button"
      className={`portico-root portico-connect-button${className ? ` ${className}` : ''}`}
      data-portico-theme={themeMode}
      style={config.themeStyle}
      lang={locale}
      dir={dir}
      onClick={() => config.open()}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {connected ? (name ?? shortenAddress(address)) : config.strings.connectWallet}
    </button>
  )
}

/** A button of the app's own: see {@link ConnectButtonCustom}. */
ConnectButton.Custom = ConnectButtonCustom
