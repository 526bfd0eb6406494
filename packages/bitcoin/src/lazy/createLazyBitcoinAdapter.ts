import {
  type CreateLazyAdapterReturnType,
  createLazyAdapter,
  NetworksNotConfiguredError,
} from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import type { CreateBitcoinAdapterParameters } from '../createBitcoinAdapter'
import { toBitcoinConnectors } from '../toBitcoinConnectors'

export type CreateLazyBitcoinAdapterParameters = Omit<CreateBitcoinAdapterParameters, 'clock'>
export type CreateLazyBitcoinAdapterReturnType = CreateLazyAdapterReturnType

/**
 * The Bitcoin adapter with its code loaded on use (`@portico/bitcoin/lazy`): until then it lists
 * the Wallet Standard Bitcoin wallets the loaded adapter will (`getWallets()` and the same
 * `toBitcoinConnectors`), so Connect shows a Bitcoin-only wallet in its first frame; the adapter,
 * its Esplora client and later @scure/btc-signer load when a wallet is picked, a method is called,
 * or a session the previous visit left connected comes back (core's `createLazyAdapter`).
 *
 * @throws {NetworksNotConfiguredError} no `bip122` network.
 * @example
 * const bitcoin = createLazyBitcoinAdapter({ networks: [bitcoinRegtest], esploraUrl: (network) => gateway(network) })
 * createPorticoConfig({ projectId, networks: [...evmNetworks, bitcoinRegtest], adapters: [evm, bitcoin] })
 */
export function createLazyBitcoinAdapter(
  parameters: CreateLazyBitcoinAdapterParameters,
): CreateLazyBitcoinAdapterReturnType {
  const networks = parameters.networks.filter((network) => network.chainNamespace === 'bip122')
  if (networks.length === 0)
    throw new NetworksNotConfiguredError({
      details: 'createLazyBitcoinAdapter needs at least one bip122 network',
    })
  const registry = getWallets()
  const before = () => toBitcoinConnectors({ wallets: registry.get(), networks })

  const lazy = createLazyAdapter({
    namespace: 'bip122',
    networks,
    storage: parameters.storage,
    load: () =>
      import('../createBitcoinAdapter').then(({ createBitcoinAdapter }) =>
        createBitcoinAdapter({ ...parameters, networks }),
      ),
  })
  // Until the code loads, Connect lists `before()`; core's lazy adapter then hands each watcher
  // the loaded adapter's list.
  const { getConnectors, watchConnectors } = lazy
  lazy.getConnectors = () => (lazy.loaded ? getConnectors() : before())
  lazy.watchConnectors = (onChange) => {
    const stopLoaded = watchConnectors(onChange)
    const changed = () => {
      if (!lazy.loaded) onChange(before())
    }
    const stops = [registry.on('register', changed), registry.on('unregister', changed)]
    return () => {
      stopLoaded()
      for (const stop of stops) stop()
    }
  }
  return lazy
}
