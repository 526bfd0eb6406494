import { InvalidParameterError } from '@portico/core'
import { getNameNonce, getNameSuggestions, registerName } from '@portico/core/api'
import {
  type CreateAccountNameStoreReturnType,
  type CreateRegisterNameStoreReturnType,
  createRegisterNameStore,
} from '@portico/core/internal'
import { getPorticoClient } from '../api/getPorticoClient'
import type { PorticoConfig } from '../createPorticoConfig'
import { getAccountNameStore } from './getAccountNameStore'

/** The name service as the views use it. */
export type NameStores = {
  /** The RegisterAccountName form and flow. */
  register: CreateRegisterNameStoreReturnType
  /** The connected account's primary name (shown wherever its address is). */
  accountName: CreateAccountNameStoreReturnType
}

/** ENSIP-11 coin type of EVM addresses (what any ENS client asks for). */
export const EVM_COIN_TYPE = 60

const stores = new WeakMap<PorticoConfig, NameStores | null>()

/**
 * The config's name-service stores, made once per config (in a lazily loaded chunk), or `null`
 * when there is no server. Registration signs EIP-712 typed data (zone, project, chain, server
 * nonce) with the active adapter's account and registers for coin type 60 (EVM); a new name shows at once on the button and in the Account view.
 *
 * @example
 * const names = getNameStores(config)
 * names?.register.setLabel('alice')
 */
export function getNameStores(config: PorticoConfig): NameStores | null {
  const known = stores.get(config)
  if (known !== undefined) return known
  const client = getPorticoClient(config)
  const accountName = getAccountNameStore(config)
  let result: NameStores | null = null
  if (client && accountName) {
    const register = createRegisterNameStore({
      zone: config.nameZone,
      clock: config.clock,
      getSuggestions: (label) => getNameSuggestions(client, { name: label, zone: config.nameZone }),
      projectId: config.projectId,
      getAddress: () => {
        const { address, caipAddress, status } = config.account.getState()
        return status === 'connected' && caipAddress?.startsWith('eip155:') ? address : undefined
      },
      getChainId: () => {
        const { caipAddress, status } = config.account.getState()
        const reference = caipAddress?.split(':')[1]
        return status === 'connected' && caipAddress?.startsWith('eip155:') && reference
          ? Number(reference)
          : undefined
      },
      getNonce: async () => (await getNameNonce(client, { name: register.getState().name })).nonce,
      signTypedData: (typedData) => {
        const { adapter } = config
        if (!adapter.signTypedData)
          throw new InvalidParameterError({ reason: 'this wallet cannot sign typed data' })
        return adapter.signTypedData(typedData)
      },
      register: (parameters) => registerName(client, { ...parameters, coinType: EVM_COIN_TYPE }),
      onRegistered: (parameters) => accountName.setName(parameters),
    })
    result = { register, accountName }
  }
  stores.set(config, result)
  return result
}
