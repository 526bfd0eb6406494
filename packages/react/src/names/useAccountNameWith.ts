import type { Store } from '@portico/core'
import type { AccountNameState } from '@portico/core/internal'
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { PorticoConfig } from '../createPorticoConfig'
import { useStore } from '../useStore'

const noName: AccountNameState = { address: undefined, name: undefined }
const none = () => noName
const ignore = () => () => {}

/** Starts loading an address's primary name; resolves to the store that holds it (`null`: no server). */
export type LoadAccountName = (
  config: PorticoConfig,
  address: string,
) => Store<AccountNameState> | null | Promise<Store<AccountNameState> | null>

/**
 * The connected EVM account's primary name, read through `load` (a module-level function: the
 * button's {@link useAccountName} loads it with the modal's chunk, the account views, which hold
 * the loader already, pass `loadAccountName`). `null` when it has none, `undefined` while unknown
 * (or not an EVM account).
 *
 * @example
 * const name = useAccountNameWith(config, loadAccountName)
 */
export function useAccountNameWith(
  config: PorticoConfig,
  load: LoadAccountName,
): string | null | undefined {
  const { status, address, caipAddress } = useStore(config.account)
  const [store, setStore] = useState<Store<AccountNameState> | null>(null)
  const evmAddress =
    (status === 'connected' || status === 'reconnecting') && caipAddress?.startsWith('eip155:')
      ? address
      : undefined

  useEffect(() => {
    if (!evmAddress) return
    let live = true
    Promise.resolve()
      .then(() => load(config, evmAddress))
      .then((loaded) => {
        if (live) setStore(loaded)
      })
      .catch(() => {
        // The name is an extra: the address still shows.
      })
    return () => {
      live = false
    }
  }, [config, evmAddress, load])

  const state = useSyncExternalStore(
    store?.subscribe ?? ignore,
    store?.getState ?? none,
    store?.getInitialState ?? none,
  )
  return evmAddress && state.address === evmAddress ? state.name : undefined
}
