import type { Clock, ClockTimer } from '../clock/types'
import { TOAST_DURATION_MS, TOAST_REOPEN_DELAY_MS } from '../constants'
import { InvalidParameterError } from '../errors/parameter'
import { createStore, type Store } from '../store/createStore'

/** Toast variants (SPEC §2). */
export type ToastVariant = 'loading' | 'success' | 'error' | 'svg'

/** A toast to show. */
export type ShowToastParameters = {
  message: string
  variant: ToastVariant
  /** Icon for the `svg` variant (markup or a URL, as the UI decides). */
  svg?: string | undefined
  /** Close by itself after the duration. Default: true, except for `loading`. */
  autoClose?: boolean | undefined
  /** A link shown after the message (e.g. the transaction on a block explorer). */
  link?: ToastLink | undefined
}

/** A link of a toast. */
export type ToastLink = { href: string; label: string }

/** The toast's state. `message`/`variant` keep the last toast's while closed (for exit animations). */
export type ToastState = {
  open: boolean
  message: string
  variant: ToastVariant
  svg: string | undefined
  autoClose: boolean
  link: ToastLink | undefined
}

/** Parameters of {@link createToastStore}. */
export type CreateToastStoreParameters = {
  clock: Clock
  /** How long an auto-closing toast stays open. Default {@link TOAST_DURATION_MS}. */
  durationMs?: number | undefined
}

/** Return type of {@link createToastStore}. */
export type CreateToastStoreReturnType = Store<ToastState> & {
  /**
   * Shows a toast. If one is open it is closed first and the new one opens
   * {@link TOAST_REOPEN_DELAY_MS} later.
   */
  showToast: (toast: ShowToastParameters) => void
  /** Closes the toast now and cancels any pending one. */
  hideToast: () => void
}

const variants: readonly ToastVariant[] = ['loading', 'success', 'error', 'svg']

/**
 * Creates the toast store (SPEC §2) on an injected clock.
 *
 * @example
 * const toast = createToastStore({ clock: systemClock })
 * toast.showToast({ message: 'Authenticating...', variant: 'loading' })
 * toast.showToast({ message: 'Signature declined', variant: 'error' }) // replaces it 150 ms later
 */
export function createToastStore(
  parameters: CreateToastStoreParameters,
): CreateToastStoreReturnType {
  const { clock } = parameters
  const durationMs = parameters.durationMs ?? TOAST_DURATION_MS
  if (!Number.isFinite(durationMs) || durationMs <= 0) {
    throw new InvalidParameterError({
      reason: `Toast duration must be a positive number of ms, got ${durationMs}`,
    })
  }
  const store = createStore<ToastState>({
    open: false,
    message: '',
    variant: 'success',
    svg: undefined,
    autoClose: true,
    link: undefined,
  })
  let openTimer: ClockTimer | undefined
  let closeTimer: ClockTimer | undefined

  const clearTimers = () => {
    if (openTimer !== undefined) clock.clearTimeout(openTimer)
    if (closeTimer !== undefined) clock.clearTimeout(closeTimer)
    openTimer = undefined
    closeTimer = undefined
  }

  const hideToast = () => {
    clearTimers()
    store.setState({ open: false })
  }

  const display = (toast: ShowToastParameters) => {
    const autoClose = toast.autoClose ?? toast.variant !== 'loading'
    store.setState({
      open: true,
      message: toast.message,
      variant: toast.variant,
      svg: toast.svg,
      autoClose,
      link: toast.link,
    })
    if (autoClose) {
      closeTimer = clock.setTimeout(() => {
        closeTimer = undefined
        store.setState({ open: false })
      }, durationMs)
    }
  }

  const showToast = (toast: ShowToastParameters) => {
    if (typeof toast?.message !== 'string' || !variants.includes(toast.variant)) {
      throw new InvalidParameterError({
        reason: `A toast needs a message and a variant (${variants.join(', ')}), got ${JSON.stringify(toast)}`,
      })
    }
    // A toast is showing, or one is waiting to replace it: the newest waits the re-open delay.
    const busy = store.getState().open || openTimer !== undefined
    clearTimers()
    if (!busy) {
      display(toast)
      return
    }
    store.setState({ open: false })
    openTimer = clock.setTimeout(() => {
      openTimer = undefined
      display(toast)
    }, TOAST_REOPEN_DELAY_MS)
  }

  return { ...store, showToast, hideToast }
}
