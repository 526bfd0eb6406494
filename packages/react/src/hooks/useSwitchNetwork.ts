import type { AdapterNetwork } from '@portico/core'
import {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '@portico/core/actions'
import { type ConfigParameter, usePorticoConfig } from '../context'
import { type UseMutationResult, useMutation } from './useMutation'

export type UseSwitchNetworkParameters = ConfigParameter
export type UseSwitchNetworkReturnType = Omit<
  UseMutationResult<SwitchNetworkReturnType>,
  'error'
> & {
  error: SwitchNetworkErrorType | null
  /** Switches to a requested network; a failure is left in `error`. */
  switchNetwork: (parameters: SwitchNetworkParameters) => void
  /** The same; rejects with `Network not found` or the wallet's refusal. */
  switchNetworkAsync: (parameters: SwitchNetworkParameters) => Promise<SwitchNetworkReturnType>
  /** The networks the app requests, of every namespace. */
  networks: readonly AdapterNetwork[]
}

/**
 * Switches network (core's `switchNetwork`): one of another namespace makes it active, or opens
 * Connect for it.
 *
 * @example
 * const { switchNetwork, networks } = useSwitchNetwork()
 * <button onClick={() => switchNetwork({ chainId: 31338 })}>Devnet 2</button>
 */
export function useSwitchNetwork(
  parameters: UseSwitchNetworkParameters = {},
): UseSwitchNetworkReturnType {
  const config = usePorticoConfig(parameters)
  const { mutate, mutateAsync, ...result } = useMutation((p: SwitchNetworkParameters) =>
    switchNetwork(config, p),
  )
  return {
    ...result,
    error: result.error as SwitchNetworkErrorType | null,
    switchNetwork: mutate,
    switchNetworkAsync: mutateAsync,
    networks: config.networks,
  }
}
