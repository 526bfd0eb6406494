import { createStore, type Store } from '../store/createStore'
import type { RouteEntry, ViewArguments, ViewWithoutData } from './views'

/** An action waiting on the transaction stack (SPEC §4): where to go when it ends, and callbacks. */
export type TransactionAction = {
  /** On success, reset the history to this view (or replace the last entry with it, see `replace`). */
  view?: ViewWithoutData | undefined
  /** On success, go back one view. */
  goBack?: boolean | undefined
  /** On success, replace the last entry with `view` instead of resetting to it. */
  replace?: boolean | undefined
  onSuccess?: (() => void) | undefined
  onCancel?: (() => void) | undefined
}

/**
 * The router's state. `view` and `data` are the last history entry, typed together: after
 * `if (state.view === 'ConnectingExternal')`, `state.data.name` is a string.
 */
export type RouterState = RouteEntry & {
  history: RouteEntry[]
  transactionStack: TransactionAction[]
}

/**
 * Parameters of {@link createRouter}. (Going back from ConnectingFarcaster with no connected
 * address reloads the embedded wallet: the Farcaster view's chunk does it, `createFarcasterLogin`.)
 */
export type CreateRouterParameters = {
  /** Closes the modal (going back from the first view, or with UnsupportedChain in the history). */
  closeModal?: (() => void) | undefined
  /** The first view. Default `Connect`. */
  initialView?: ViewWithoutData | undefined
}

/** Return type of {@link createRouter}. */
export type CreateRouterReturnType = Store<RouterState> & {
  /** Pushes a view; pushing the current view does nothing. */
  push: (...args: ViewArguments) => void
  /** Replaces the whole history with one view. */
  reset: (...args: ViewArguments) => void
  /** Swaps the last history entry. */
  replace: (...args: ViewArguments) => void
  /**
   * Pops one view. Closes the modal instead when only one view is left or UnsupportedChain is in
   * the history.
   */
  goBack: () => void
  /** Adds an action to the transaction stack. */
  pushTransactionStack: (action: TransactionAction) => void
  /** Ends the newest action: `cancel` goes back then calls onCancel; `success` navigates then calls onSuccess. */
  popTransactionStack: (status: 'cancel' | 'success') => void
}

const entry = (...[view, data]: ViewArguments) => ({ view, data }) as RouteEntry

const fromHistory = (history: RouteEntry[]) => {
  const last = history[history.length - 1] as RouteEntry
  return { history, ...last } as Partial<RouterState>
}

/**
 * Creates the modal's view router (SPEC §2).
 *
 * @example
 * const router = createRouter({ closeModal: () => modal.close() })
 * router.push('ConnectingExternal', { connectorId: 'io.metamask', name: 'MetaMask' })
 * router.goBack() // back to Connect
 */
export function createRouter(parameters: CreateRouterParameters): CreateRouterReturnType {
  const { closeModal } = parameters
  const initial = entry(parameters.initialView ?? 'Connect')
  const store = createStore<RouterState>({ ...initial, history: [initial], transactionStack: [] })

  const push = (...args: ViewArguments) => {
    const { view, history } = store.getState()
    if (args[0] === view) return
    store.setState(fromHistory([...history, entry(...args)]))
  }

  const reset = (...args: ViewArguments) => {
    store.setState(fromHistory([entry(...args)]))
  }

  const replace = (...args: ViewArguments) => {
    const { history } = store.getState()
    store.setState(fromHistory([...history.slice(0, -1), entry(...args)]))
  }

  const goBack = () => {
    const { history } = store.getState()
    if (history.length > 1 && !history.some((e) => e.view === 'UnsupportedChain')) {
      store.setState(fromHistory(history.slice(0, -1)))
    } else {
      closeModal?.()
    }
  }

  const pushTransactionStack = (action: TransactionAction) => {
    store.setState((state) => ({ transactionStack: [...state.transactionStack, action] }))
  }

  const popTransactionStack = (status: 'cancel' | 'success') => {
    const { transactionStack } = store.getState()
    const action = transactionStack[transactionStack.length - 1]
    if (!action) return
    store.setState({ transactionStack: transactionStack.slice(0, -1) })
    if (status === 'cancel') {
      goBack()
      action.onCancel?.()
      return
    }
    if (action.goBack) goBack()
    else if (action.view && action.replace) replace(action.view)
    else if (action.view) reset(action.view)
    action.onSuccess?.()
  }

  return { ...store, push, reset, replace, goBack, pushTransactionStack, popTransactionStack }
}
