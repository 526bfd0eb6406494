import type { SiwxState } from './types'

/**
 * The sign-in state before any account is checked (its own module, so a UI can hold the state
 * while the flows load on demand).
 *
 * @example
 * const siwx = createStore<SiwxState>(initialSiwxState)
 */
export const initialSiwxState: SiwxState = { status: 'idle', caipAddress: undefined, sessions: [] }
