import { usePorticoConfig } from '../context'
import { toastError } from '../toastError'
import type { RegisteredChainId, RegisteredNetworks } from '../types/register'
import { useStore } from '../useStore'

export type UsePorticoNetworkReturnType = {
  /** The requested network the wallet is on; undefined when disconnected or on another chain. */
  network: RegisteredNetworks[number] | undefined
  /** The chain id the wallet is on, requested or not. */
  chainId: number | string | undefined
  /** The networks the app requests, of every namespace. */
  networks: RegisteredNetworks
  /**
   * Switches to a requested network (CAIP-2 id or chain id); one of another namespace makes it
   * active, or opens Connect for it. A refusal shows an error toast. Typed by the networks the
   * app registers (`Register`), any id otherwise.
   */
  switchNetwork: (chainId: RegisteredChainId) => Promise<void>
}

/**
 * The active network and a way to switch it.
 *
 * @example
 * const { network, switchNetwork } = usePorticoNetwork()
 * await switchNetwork(31338)
 */
export function usePorticoNetwork(): UsePorticoNetworkReturnType {
  const config = usePorticoConfig()
  const { chainId } = useStore(config.account)
  const { active } = useStore(config.namespace)
  const networks = config.networks as RegisteredNetworks
  const network = networks.find(
    (n) => n.chainNamespace === active && String(n.id) === String(chainId),
  )
  const switchNetwork = (id: RegisteredChainId) =>
    config.switchNetwork(id).then(() => {}, toastError(config, 'switchNetwork'))
  return { network, chainId, networks, switchNetwork }
}
