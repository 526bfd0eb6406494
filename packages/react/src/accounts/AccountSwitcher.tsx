import { type ChainNamespace, formatBalance, shortenAddress } from '@portico/core'
import { switchAccount } from '@portico/core/actions'
import { disconnectWallet } from '@portico/core/internal'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { AccountAvatar } from '../AccountAvatar'
import { usePorticoConfig } from '../context'
import { useLocaleFormat } from '../format/useLocaleFormat'
import { CheckMark } from '../networks/CheckMark'
import '../networks/networkPicker.css'
import { toastError } from '../toastError'
import { useStore } from '../useStore'

/**
 * The Account view's account switcher (SPEC §3 `allAccounts` and connections per namespace):
 * `Switch account` lists every account of every wallet connected in the namespace (avatar, short
 * address, the wallet's name when there are several, native balance on the current network), the
 * one in use marked (`aria-current` and a check). Picking another calls core's `switchAccount`:
 * no wallet prompt — the address (and, for another wallet, the wallet in use) changes, and the
 * balance, tokens and history follow. With several wallets, each can be disconnected on its own;
 * `Add another wallet` opens Connect for the namespace (an adapter holding several wallets only).
 * Escape closes the list and gives focus back to its button.
 *
 * @example
 * <AccountSwitcher />
 */
export function AccountSwitcher() {
  const config = usePorticoConfig()
  const { strings } = config
  const account = useStore(config.account)
  const { connectors } = useStore(config.connectors)
  const format = useLocaleFormat()
  const [open, setOpen] = useState(false)
  const [balances, setBalances] = useState<Record<string, string>>({})
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const namespace = account.caipAddress?.split(':')[0] as ChainNamespace | undefined
  // Every wallet held in the namespace; an adapter holding one at a time: the one in use.
  const wallets = account.connections ?? [
    {
      connectorId: account.connectorId ?? '',
      addresses: account.addresses ?? (account.address ? [account.address] : []),
    },
  ]
  const entries = wallets.flatMap((w) => w.addresses.map((address) => ({ wallet: w, address })))
  const nameOf = (id: string) =>
    connectors.find((c) => namespace && c.connectorIds[namespace] === id)?.name ?? id
  const key = entries.map((e) => `${e.wallet.connectorId}:${e.address}`).join()

  // Each account's native balance on the current network, read when the list opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `entries`
  useEffect(() => {
    if (!open || !namespace) return
    let live = true
    const adapter = config.getAdapter(namespace)
    for (const address of new Set(entries.map((e) => e.address)))
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
  const fail = toastError(config, 'connect')
  const inUse = (e: (typeof entries)[number]) =>
    e.wallet.connectorId === account.connectorId && e.address === account.address
  const choose = (e: (typeof entries)[number]) => {
    if (!namespace || inUse(e)) return close()
    const caipAddress = `${namespace}:${account.chainId}:${e.address}`
    switchAccount(config, { caipAddress, connectorId: e.wallet.connectorId }).then(close, fail)
  }
  const disconnect = (connectorId: string) => {
    if (!namespace) return
    disconnectWallet(config, { namespace, connectorId }).then(
      () => toggleRef.current?.focus(),
      fail,
    )
  }
  const addWallet = () => {
    if (!namespace || account.chainId === undefined) return
    config.namespace.setState({ connectTo: { namespace, chainId: account.chainId } })
    config.router.push('Connect')
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
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className="portico-row-name">{strings.picker.switchAccount}</span>
      </button>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape from any control inside closes the panel
        <div id={panelId} onKeyDown={onKeyDown}>
          <ul
            aria-label={strings.picker.accounts}
            className="portico-network-list portico-account-list"
          >
            {entries.map((e) => {
              const current = inUse(e)
              const balance = balances[e.address] ?? strings.picker.balanceLoading
              return (
                <li key={`${e.wallet.connectorId}:${e.address}`}>
                  <button
                    type="button"
                    className="portico-network-option portico-account-option"
                    aria-current={current ? 'true' : undefined}
                    onClick={() => choose(e)}
                  >
                    <AccountAvatar address={e.address} size={28} />
                    <span className="portico-network-name">
                      <span className="portico-account-address">{shortenAddress(e.address)}</span>
                      <span className="portico-muted">
                        {wallets.length > 1
                          ? `${nameOf(e.wallet.connectorId)} · ${balance}`
                          : balance}
                      </span>
                    </span>
                    {current ? <CheckMark /> : null}
                  </button>
                </li>
              )
            })}
          </ul>
          {wallets.length > 1
            ? wallets.map((w) => (
                <button
                  key={w.connectorId}
                  type="button"
                  className="portico-row portico-row-secondary"
                  onClick={() => disconnect(w.connectorId)}
                >
                  <span className="portico-row-name">
                    {strings.picker.disconnectWallet(nameOf(w.connectorId))}
                  </span>
                </button>
              ))
            : null}
          {account.connections ? (
            <button type="button" className="portico-row portico-row-secondary" onClick={addWallet}>
              <span className="portico-row-name">{strings.picker.addWallet}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
