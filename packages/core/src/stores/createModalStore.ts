import type { CreateRouterReturnType } from '../router/createRouter'
import type { View, ViewArguments, ViewWithoutData } from '../router/views'
import { createStore, type Store } from '../store/createStore'

/**
 * The modal's state (SPEC §3 lists open, loading, selectedNetworkId, activeChain, initialized): only
 * `open` is the modal's own. The active namespace and network live in the client
 * (`namespace`, `account`), and nothing loads or initialises the modal itself.
 */
export type ModalState = {
  open: boolean
}

/** What the modal asks about sign-in before it lets itself be closed. */
export type ModalSignInQuery = {
  /** Sign-in is required (the app refuses unsigned visitors). */
  isRequired: () => boolean
  /** There is at least one sign-in session for the active address. */
  hasSessions: () => boolean
}

/** Parameters of {@link createModalStore}. */
export type CreateModalStoreParameters = {
  /** The router the modal shows. */
  router: Pick<CreateRouterReturnType, 'getState' | 'reset'>
  /** Sign-in state; without it the modal can always be closed. */
  signIn?: ModalSignInQuery | undefined
  /** The view `open()` shows when no view is given; default `Connect`. */
  defaultView?: (() => ViewWithoutData) | undefined
  /** Initial field values. */
  initialState?: Partial<ModalState> | undefined
}

/** Return type of {@link createModalStore}. */
export type CreateModalStoreReturnType = Store<ModalState> & {
  /** Opens the modal on a view (its data type-checked), or on the default view. */
  open: (...args: [] | ViewArguments) => void
  /** Closes the modal; returns false (and stays open) when closing is forbidden. */
  close: () => boolean
  /** Whether `close()` would close now (the UI hides its Close button otherwise). */
  canClose: () => boolean
}

const lockedViews: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']

/**
 * Creates the modal store. Closing is refused on SIWXSignMessage or ApproveTransaction when sign-in
 * is required and there are no sessions (SPEC §2).
 *
 * @example
 * const modal = createModalStore({ router })
 * modal.open('Account')
 * modal.close() // true
 */
export function createModalStore(
  parameters: CreateModalStoreParameters,
): CreateModalStoreReturnType {
  const { router, signIn, defaultView } = parameters
  const store = createStore<ModalState>({
    open: false,
    ...parameters.initialState,
  })

  const open = (...args: [] | ViewArguments) => {
    if (args.length === 0) router.reset(defaultView?.() ?? 'Connect')
    else router.reset(...args)
    store.setState({ open: true })
  }

  const canClose = () => {
    if (!lockedViews.includes(router.getState().view)) return true
    if (!signIn) return true
    return !(signIn.isRequired() && !signIn.hasSessions())
  }

  const close = () => {
    if (!canClose()) return false
    store.setState({ open: false })
    return true
  }

  return { ...store, open, close, canClose }
}
