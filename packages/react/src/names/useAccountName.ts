import type { Store } from '@portico/core'
import type { AccountNameState } from '@portico/core/internal'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { PorticoConfig } from '../createPorticoConfig'
import { useStore } from '../useStore'

const noName: AccountNameState = { address: undefined, name: undefined }
const none = () => noName
const ignore = () => () => {}

/**
 * The connected EVM account's primary name (`alice.portico.id`): `null` when it has none,
 * `undefined` while unknown (or not an EVM account). The name-service client comes with the
 * account views' chunk, once an EVM account is connected.
 *
 * @example
 * const name = useAccountName(config)
 * return <span>{name ?? shortenAddress(address)}</span>
 */
export function useAccountName(config: PorticoConfig): string | null | undefined {
  const { status, address, caipAddress } = useStore(config.account)
  const [store, setStore] = useState<Store<AccountNameState> | null>(null)
  const evmAddress =
    (status === 'connected' || status === 'reconnecting') && caipAddress?.startsWith('eip155:')
      ? address
      : undefined

  useEffect(() => {
    if (!evmAddress) return
    let live = true
    import('../modal/ModalRoot')
      .then(({ loadAccountName }) => loadAccountName(config, evmAddress))
      .then((loaded) => {
        if (live) setStore(loaded)
      })
      .catch(() => {
        // The name is an extra: the address still shows.
      })
    return () => {
      live = false
    }
  }, [config, evmAddress])

  const state = useSyncExternalStore(
    store?.subscribe ?? ignore,
    store?.getState ?? none,
    store?.getInitialState ?? none,
  )
  return evmAddress && state.address === evmAddress ? state.name : undefined
}
