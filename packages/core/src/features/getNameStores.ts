import { getNameNonce } from '../api/getNameNonce'
import { getNameSuggestions } from '../api/getNameSuggestions'
import { registerName } from '../api/registerName'
import { InvalidParameterError } from '../errors/parameter'
import type { CreateAccountNameStoreReturnType } from '../names/createAccountNameStore'
import {
  type CreateRegisterNameStoreReturnType,
  createRegisterNameStore,
} from '../names/createRegisterNameStore'
import { getAccountNameStore } from './getAccountNameStore'
import { getServerClient } from './getServerClient'
import type { FeatureHost } from './types'

/** The name service as the views use it. */
export type NameStores = {
  /** The RegisterAccountName form and flow. */
  register: CreateRegisterNameStoreReturnType
  /** The connected account's primary name (shown wherever its address is). */
  accountName: CreateAccountNameStoreReturnType
}

/** ENSIP-11 coin type of EVM addresses (what any ENS client asks for). */
const EVM_COIN_TYPE = 60

const stores = new WeakMap<object, NameStores | null>()

/**
 * The host's name-service stores, made once per host (in a lazily loaded chunk), or `null`
 * when there is no server. Registration signs EIP-712 typed data (zone, project, chain, server
 * nonce) with the active adapter's account and registers for coin type 60 (EVM); a new name shows at once on the button and in the Account view.
 *
 * @example
 * const names = getNameStores(config)
 * names?.register.setLabel('alice')
 */
export function getNameStores(host: FeatureHost): NameStores | null {
  const known = stores.get(host)
  if (known !== undefined) return known
  const client = getServerClient(host)
  const accountName = getAccountNameStore(host)
  let result: NameStores | null = null
  if (client && accountName) {
    const register = createRegisterNameStore({
      zone: host.nameZone,
      clock: host.clock,
      getSuggestions: (label) => getNameSuggestions(client, { name: label, zone: host.nameZone }),
      projectId: host.projectId,
      getAddress: () => {
        const { address, caipAddress, status } = host.account.getState()
        return status === 'connected' && caipAddress?.startsWith('eip155:') ? address : undefined
      },
      getChainId: () => {
        const { caipAddress, status } = host.account.getState()
        const reference = caipAddress?.split(':')[1]
        return status === 'connected' && caipAddress?.startsWith('eip155:') && reference
          ? Number(reference)
          : undefined
      },
      getNonce: async () => (await getNameNonce(client, { name: register.getState().name })).nonce,
      signTypedData: (typedData) => {
        const { adapter } = host
        if (!adapter.signTypedData)
          throw new InvalidParameterError({ reason: 'this wallet cannot sign typed data' })
        return adapter.signTypedData(typedData)
      },
      register: (parameters) => registerName(client, { ...parameters, coinType: EVM_COIN_TYPE }),
      onRegistered: (parameters) => accountName.setName(parameters),
    })
    result = { register, accountName }
  }
  stores.set(host, result)
  return result
}
