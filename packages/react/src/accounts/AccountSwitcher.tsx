import { type ChainNamespace, formatBalance, shortenAddress, switchAccount } from '@portico/core'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { AccountAvatar } from '../AccountAvatar'
import { usePorticoConfig } from '../context'
import { errorText } from '../errorText'
import { useLocaleFormat } from '../format/useLocaleFormat'
import { CheckMark } from '../networks/CheckMark'
import '../networks/networkPicker.css'
import { useStore } from '../useStore'

/**
 * The Account view's account switcher, for a wallet that gives the app several accounts (SPEC §3
 * `allAccounts`): `Switch account` shows each account (avatar, short address, native balance on
 * the current network), the current one marked (`aria-current` and a check). Picking another
 * calls core's `switchAccount`: the wallet stays connected, only the address changes, and the balance,
 * tokens and history follow. Escape closes the list and gives focus back to its button.
 *
 * @example
 * {account.addresses && account.addresses.length > 1 ? <AccountSwitcher /> : null}
 */
export function AccountSwitcher() {
  const config = usePorticoConfig()
  const { strings } = config
  const account = useStore(config.account)
  const format = useLocaleFormat()
  const [open, setOpen] = useState(false)
  const [balances, setBalances] = useState<Record<string, string>>({})
  const listId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const addresses = account.addresses ?? []
  const namespace = account.caipAddress?.split(':')[0] as ChainNamespace | undefined
  const key = addresses.join()

  // Each account's native balance on the current network, read when the list opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `addresses`
  useEffect(() => {
    if (!open || !namespace) return
    let live = true
    const adapter = config.getAdapter(namespace)
    for (const address of addresses)
      adapter.getBalance({ address, chainId: account.chainId }).then(
        (b) =>
          live &&
          setBalances((all) => ({
            ...all,
            [address]: `${format.decimal(formatBalance(`${b.value}e-${b.decimals}`))} ${b.symbol}`,
          })),
        () => live && setBalances((all) => ({ ...all, [address]: strings.balanceUnavailable })),
      )
    return () => {
      live = false
    }
  }, [open, key, namespace, account.chainId, config, format, strings])

  const close = () => {
    setOpen(false)
    toggleRef.current?.focus()
  }
  const choose = (address: string) => {
    if (!namespace || address === account.address) return close()
    const caipAddress = `${namespace}:${account.chainId}:${address}`
    switchAccount(config, { caipAddress }).then(close, (error) =>
      config.toast.showToast({
        variant: 'error',
        message: errorText({ error, action: 'connect', strings }),
      }),
    )
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    // The list closes, not the modal.
    event.stopPropagation()
    close()
  }

  return (
    <div className="portico-field portico-account-switcher">
      <button
        ref={toggleRef}
        type="button"
        className="portico-row portico-row-secondary"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className="portico-row-name">{strings.picker.switchAccount}</span>
      </button>
      {open ? (
        <ul
          id={listId}
          aria-label={strings.picker.accounts}
          className="portico-network-list portico-account-list"
          onKeyDown={onKeyDown}
        >
          {addresses.map((address) => {
            const current = address === account.address
            return (
              <li key={address}>
                <button
                  type="button"
                  className="portico-network-option portico-account-option"
                  aria-current={current ? 'true' : undefined}
                  onClick={() => choose(address)}
                >
                  <AccountAvatar address={address} size={28} />
                  <span className="portico-network-name">
                    <span className="portico-account-address">{shortenAddress(address)}</span>
                    <span className="portico-muted">
                      {balances[address] ?? strings.picker.balanceLoading}
                    </span>
                  </span>
                  {current ? <CheckMark /> : null}
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}
