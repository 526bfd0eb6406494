import {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from '@portico/core/actions'
import { type ConfigParameter, usePorticoConfig } from '../context'
import { type UseMutationResult, useMutation } from './useMutation'

export type UseDisconnectParameters = ConfigParameter
export type UseDisconnectReturnType = Omit<UseMutationResult<DisconnectReturnType>, 'error'> & {
  error: DisconnectErrorType | null
  /** Disconnects every namespace, or one wallet (`connectorId`); a failure is left in `error`. */
  disconnect: (parameters?: DisconnectParameters) => void
  /** The same; rejects with `Failed to disconnect`. */
  disconnectAsync: (parameters?: DisconnectParameters) => Promise<DisconnectReturnType>
}

/**
 * Disconnects (core's `disconnect`): signs out, lets every namespace's wallet go.
 *
 * @example
 * const { disconnect } = useDisconnect()
 * <button onClick={() => disconnect()}>Disconnect</button>
 */
export function useDisconnect(parameters: UseDisconnectParameters = {}): UseDisconnectReturnType {
  const config = usePorticoConfig(parameters)
  const { mutate, mutateAsync, ...result } = useMutation((p: DisconnectParameters | undefined) =>
    disconnect(config, p),
  )
  return {
    ...result,
    error: result.error as DisconnectErrorType | null,
    disconnect: (p) => mutate(p),
    disconnectAsync: (p) => mutateAsync(p),
  }
}
