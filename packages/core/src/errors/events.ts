/** Tracked event names (SPEC §4, §8). */
export const trackedEvents = {
  SIWX_AUTH_SUCCESS: 'SIWX_AUTH_SUCCESS',
  SIWX_AUTH_ERROR: 'SIWX_AUTH_ERROR',
  CLICK_CANCEL_SIWX: 'CLICK_CANCEL_SIWX',
  ERROR_FETCH_TRANSACTIONS: 'ERROR_FETCH_TRANSACTIONS',
  DISCONNECT_ERROR: 'DISCONNECT_ERROR',
  CONNECT_SUCCESS: 'CONNECT_SUCCESS',
} as const

/**
 * The modal's open and close, tracked as the leading kit does (apart from {@link trackedEvents}:
 * only the modal's chunk sends them, so the first load does not carry their names).
 */
export const modalEvents = {
  MODAL_OPEN: 'MODAL_OPEN',
  MODAL_CLOSE: 'MODAL_CLOSE',
} as const

/** A tracked event name. */
export type TrackedEventName = keyof typeof trackedEvents | keyof typeof modalEvents

/** One tracked event, as handed to an injected event sink. */
export type TrackedEvent = {
  event: TrackedEventName
  properties?: Record<string, unknown> | undefined
}

/** Receives tracked events (analytics is off unless the app passes one). */
export type TrackEvent = (event: TrackedEvent) => void
