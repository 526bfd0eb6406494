// Loaded on demand (`import()`) by createPorticoConfig the first time sign-in is needed, so the
// sign-in flows stay out of the page's first load.
import {
  type CreateSiwxStoreParameters,
  type CreateSiwxStoreReturnType,
  createSiwxStore,
} from '@portico/core/siwx'

export type BindSiwxParameters = CreateSiwxStoreParameters
export type BindSiwxReturnType = CreateSiwxStoreReturnType

/**
 * Internal: creates core's sign-in store and flows on the config's parts.
 *
 * @example
 * const flow = await import('./siwx/bindSiwx').then((m) => m.bindSiwx(parameters))
 * await flow.check()
 */
export function bindSiwx(parameters: BindSiwxParameters): BindSiwxReturnType {
  return createSiwxStore(parameters)
}
