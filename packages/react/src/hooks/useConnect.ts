import type { PorticoConnector } from '@portico/core'
import {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '@portico/core/actions'
import { type ConfigParameter, usePorticoConfig } from '../context'
import { useStore } from '../useStore'
import { type UseMutationResult, useMutation } from './useMutation'

export type UseConnectParameters = ConfigParameter
export type UseConnectReturnType = Omit<UseMutationResult<ConnectReturnType>, 'error'> & {
  error: ConnectErrorType | null
  /** Connects a wallet; a failure is left in `error`. */
  connect: (parameters: ConnectParameters) => void
  /** Connects a wallet; rejects with the refusal (`Connection declined`) or failure. */
  connectAsync: (parameters: ConnectParameters) => Promise<ConnectReturnType>
  /** The wallets that can connect (`useConnectors`). */
  connectors: readonly PorticoConnector[]
}

/**
 * Connects a wallet without the modal (core's `connect`): every namespace the wallet offers.
 *
 * @example
 * const { connect, connectors, isPending, error } = useConnect()
 * <button onClick={() => connect({ connectorId: connectors[0].id })}>Connect</button>
 */
export function useConnect(parameters: UseConnectParameters = {}): UseConnectReturnType {
  const config = usePorticoConfig(parameters)
  const { connectors } = useStore(config.connectors)
  const { mutate, mutateAsync, ...result } = useMutation((p: ConnectParameters) =>
    connect(config, p),
  )
  return {
    ...result,
    error: result.error as ConnectErrorType | null,
    connect: mutate,
    connectAsync: mutateAsync,
    connectors,
  }
}
