/**
 * @portico/core/siwx — sign in with X: CAIP-122 / EIP-4361 messages (shared by the kit and the
 * server), the sign-in store and Portico's server implementation.
 *
 * @module @portico/core/siwx
 */

export {
  type AssertSiwxMessageDataErrorType,
  assertSiwxMessageData,
} from './siwx/assertSiwxMessageData'
export { InvalidSiwxMessageError, type SiwxMessageField } from './siwx/errors'
export {
  type FormatSiwxMessageErrorType,
  type FormatSiwxMessageParameters,
  type FormatSiwxMessageReturnType,
  formatSiwxMessage,
} from './siwx/formatSiwxMessage'
export { type ParseDateTimeReturnType, parseDateTime } from './siwx/parseDateTime'
export {
  type ParseSiwxMessageErrorType,
  type ParseSiwxMessageReturnType,
  parseSiwxMessage,
} from './siwx/parseSiwxMessage'
export type { SiwxMessageData } from './siwx/types'
export {
  type CreatePorticoSiwxParameters,
  type CreatePorticoSiwxReturnType,
  createPorticoSiwx,
} from './stores/siwx/createPorticoSiwx'
export {
  type CreateSiwxStoreParameters,
  type CreateSiwxStoreReturnType,
  createSiwxStore,
  type SiwxDeclinedStorage,
} from './stores/siwx/createSiwxStore'
export type { SiwxTokenState } from './stores/siwx/createSiwxTokenStore'
export { SiwxServerError, type SiwxServerErrorParameters } from './stores/siwx/errors'
export type {
  SiwxConfig,
  SiwxMessage,
  SiwxMessageInput,
  SiwxSession,
  SiwxState,
  SiwxStatus,
  SiwxToken,
} from './stores/siwx/types'
