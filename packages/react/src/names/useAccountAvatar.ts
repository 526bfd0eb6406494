import { type AccountNameState, getAccountNameStore } from '@portico/core/internal'
import { useSyncExternalStore } from 'react'
import type { PorticoConfig } from '../createPorticoConfig'

const noName: AccountNameState = { address: undefined, name: undefined }
const none = () => noName
const ignore = () => () => {}

/**
 * The avatar of `address`'s primary name (SPEC §3 profileImage: the identity route's `avatar`,
 * an ENS `avatar` record that is an `https:` or `data:image/` URL), `undefined` when it has none
 * or while unknown. Reads the store {@link useAccountName} loads; for the account views' chunk.
 *
 * @example
 * const avatar = useAccountAvatar(config, address)
 * return <AccountAvatar address={address} imageUrl={avatar} />
 */
export function useAccountAvatar(
  config: PorticoConfig,
  address: string | undefined,
): string | undefined {
  const store = getAccountNameStore(config)
  const state = useSyncExternalStore(
    store?.subscribe ?? ignore,
    store?.getState ?? none,
    store?.getInitialState ?? none,
  )
  return address && state.address === address ? (state.avatar ?? undefined) : undefined
}
