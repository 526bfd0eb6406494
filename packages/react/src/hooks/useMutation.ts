import { useCallback, useRef, useState } from 'react'

/** Where a mutation hook's last call stands. */
export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

/** What every mutation hook returns besides its two functions (wagmi's shape). */
export type UseMutationResult<data> = {
  /** The last call's result. */
  data: data | undefined
  /** The last call's rejection (a typed error of the action). */
  error: Error | null
  status: MutationStatus
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  /** Back to `idle` (a call still running no longer updates the state). */
  reset: () => void
}

export type UseMutationReturnType<variables, data> = UseMutationResult<data> & {
  mutate: (variables: variables) => void
  mutateAsync: (variables: variables) => Promise<data>
}

type State<data> = { data: data | undefined; error: Error | null; status: MutationStatus }
const idle = { data: undefined, error: null, status: 'idle' } as const

/**
 * Internal: the state machine of the mutation hooks (`useConnect`, `useSignMessage`, …) over a
 * core action: `mutateAsync` resolves or rejects as the action does; `mutate` leaves the failure
 * in `error` only. The state follows the latest call.
 *
 * @example
 * const { mutate, mutateAsync, data, error, isPending } = useMutation((p) => signMessage(config, p))
 */
export function useMutation<variables, data>(
  action: (variables: variables) => Promise<data>,
): UseMutationReturnType<variables, data> {
  const [state, setState] = useState<State<data>>(idle)
  const latest = useRef(0)
  const current = useRef(action)
  current.current = action
  const mutateAsync = useCallback(async (variables: variables) => {
    const call = ++latest.current
    setState({ data: undefined, error: null, status: 'pending' })
    try {
      const data = await current.current(variables)
      if (call === latest.current) setState({ data, error: null, status: 'success' })
      return data
    } catch (cause) {
      const error = cause instanceof Error ? cause : new Error(String(cause))
      if (call === latest.current) setState({ data: undefined, error, status: 'error' })
      throw cause
    }
  }, [])
  const mutate = useCallback(
    (variables: variables) => void mutateAsync(variables).catch(() => undefined),
    [mutateAsync],
  )
  const reset = useCallback(() => {
    latest.current++
    setState(idle)
  }, [])
  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    reset,
    mutate,
    mutateAsync,
  }
}
