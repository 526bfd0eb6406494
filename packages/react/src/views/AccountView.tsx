import { formatBalance, shortenAddress } from '@portico/core'
import { featuresOf, loadAccountName } from '@portico/core/internal'
import { useEffect } from 'react'
import { AccountAvatar } from '../AccountAvatar'
import { usePorticoConfig } from '../context'
import { copyText } from '../copyText'
import { useLocaleFormat } from '../format/useLocaleFormat'
import { useAccountAvatar } from '../names/useAccountAvatar'
import { useAccountNameWith } from '../names/useAccountNameWith'
import { toastError } from '../toastError'
import { useStore } from '../useStore'
import { AccountActions } from './AccountActions'
import { AccountEmail } from './AccountEmail'
import { AccountType } from './AccountType'
import {
  AccountExplorerLink,
  AccountSwitcher,
  AccountTabs,
  NetworkPicker,
} from './lazyAccountParts'

/**
 * Account: the name's avatar (else the address's gradient), the account's name (when it has one)
 * and short address, `Choose a name` (opens RegisterAccountName; EVM accounts without a name),
 * copy, `View on {explorer}` (when the network has one), native balance, the embedded wallet's
 * account type and its switch (smart account ⇄ owner EOA), the account switcher (a wallet giving
 * several accounts, or an adapter that can hold several wallets; its own chunk), the network picker (its own chunk: the
 * networks of every namespace with their images; one of another namespace makes it active, or opens
 * Connect for it), disconnect.
 */
export function AccountView() {
  const config = usePorticoConfig()
  const { strings } = config
  const { address, caipAddress, addresses, connections } = useStore(config.account)
  const balance = useStore(config.balance)
  const name = useAccountNameWith(config, loadAccountName)
  const avatar = useAccountAvatar(config, address)
  const format = useLocaleFormat()

  useEffect(() => {
    if (caipAddress && balance.caipAddress !== caipAddress) void config.refreshBalance()
  }, [config, caipAddress, balance.caipAddress])

  const copy = () => {
    if (!address) return
    void copyText({
      text: address,
      toast: config.toast,
      copied: strings.addressCopied,
      failed: strings.copyFailed,
    })
  }

  const balanceText =
    balance.status === 'success' && balance.value !== undefined
      ? `${format.decimal(formatBalance(`${balance.value}e-${balance.decimals}`))} ${balance.symbol}`
      : balance.status === 'error'
        ? strings.balanceUnavailable
        : strings.balanceLoading

  return (
    <div className="portico-account">
      {address ? <AccountAvatar address={address} imageUrl={avatar} size={48} /> : null}
      {name ? <p className="portico-address">{name}</p> : null}
      <p className={name ? 'portico-muted' : 'portico-address'}>{shortenAddress(address)}</p>
      <AccountEmail />
      <AccountType />
      {(addresses && addresses.length > 1) || connections ? <AccountSwitcher /> : null}
      <p className="portico-balance" aria-live="polite">
        {balanceText}
      </p>
      <AccountActions />
      <AccountTabs />
      {name === null && featuresOf(config).names ? (
        <button
          type="button"
          className="portico-row portico-row-secondary"
          onClick={() => config.router.push('RegisterAccountName')}
        >
          <span className="portico-row-name">{strings.names.title}</span>
        </button>
      ) : null}
      <button type="button" className="portico-row portico-row-secondary" onClick={copy}>
        <span className="portico-row-name">{strings.copyAddress}</span>
      </button>
      <AccountExplorerLink />
      <NetworkPicker />
      <button
        type="button"
        className="portico-row portico-row-secondary"
        onClick={() => config.disconnect().catch(toastError(config, 'disconnect'))}
      >
        <span className="portico-row-name">{strings.disconnect}</span>
      </button>
    </div>
  )
}
