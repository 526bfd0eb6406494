/**
 * @portico/walletconnect — WalletConnect v2: pairing URIs, envelope crypto, relay auth and client, sessions. Re-exports by name; one section per area.
 *
 * @module @portico/walletconnect
 */

// one-click sign-in (wc_sessionAuthenticate): CAIP-122 messages and CACAOs
export {
  type BuildAuthObjectParameters,
  type BuildAuthObjectReturnType,
  buildAuthObject,
} from './auth/buildAuthObject'
export {
  type FormatAuthMessageErrorType,
  type FormatAuthMessageParameters,
  type FormatAuthMessageRequest,
  type FormatAuthMessageReturnType,
  formatAuthMessage,
} from './auth/formatAuthMessage'
export { type GetDidAddressReturnType, getDidAddress } from './auth/getDidAddress'
export { type GetDidChainIdReturnType, getDidChainId } from './auth/getDidChainId'
export {
  type PopulateAuthPayloadParameters,
  type PopulateAuthPayloadReturnType,
  populateAuthPayload,
} from './auth/populateAuthPayload'
export type { AuthPayload, Cacao, CacaoPayload, CacaoSignature } from './auth/types'
export { type DecryptParameters, type DecryptReturnType, decrypt } from './crypto/decrypt'
export { type DeriveSymKeyReturnType, deriveSymKey } from './crypto/deriveSymKey'
export {
  type DeserializeEnvelopeParameters,
  type DeserializeEnvelopeReturnType,
  deserializeEnvelope,
} from './crypto/deserializeEnvelope'
export {
  type EncodeEnvelopeParameters,
  type EncodeEnvelopeReturnType,
  type Envelope,
  type EnvelopeEncoding,
  encodeEnvelope,
} from './crypto/encodeEnvelope'
export { type EncryptParameters, type EncryptReturnType, encrypt } from './crypto/encrypt'
// crypto
export { type GenerateKeyPairReturnType, generateKeyPair } from './crypto/generateKeyPair'
export {
  type GenerateRandomBytes32ReturnType,
  generateRandomBytes32,
} from './crypto/generateRandomBytes32'
export { type HashKeyReturnType, hashKey } from './crypto/hashKey'
export { type HashMessageReturnType, hashMessage } from './crypto/hashMessage'
// errors
export { DecryptionFailedError, InvalidEnvelopeError, InvalidKeyError } from './errors/crypto'
export {
  InvalidDidKeyError,
  InvalidRelayJwtError,
  RelayJwtAudienceError,
  RelayJwtExpiredError,
  RelayJwtSignatureError,
} from './errors/jwt'
export {
  InvalidRelayInputError,
  RelayRequestError,
  ReplyTimeoutError,
  SocketNotReadyError,
} from './errors/relay'
export {
  InvalidAuthRequestError,
  InvalidSignInputError,
  ProviderRpcError,
  SignExpiredError,
  SignNotFoundError,
  SignPeerError,
  SignTimeoutError,
} from './errors/sign'
export { InvalidPairingUriError, type InvalidPairingUriReason } from './errors/uri'
// relay auth
export {
  type CreateRelayJwtParameters,
  type CreateRelayJwtReturnType,
  createRelayJwt,
  type RelayJwtPayload,
} from './jwt/createRelayJwt'
export { type DecodeDidKeyReturnType, decodeDidKey } from './jwt/decodeDidKey'
export { type DidKey, type EncodeDidKeyReturnType, encodeDidKey } from './jwt/encodeDidKey'
export { type GetClientIdReturnType, getClientId } from './jwt/getClientId'
export {
  type VerifyRelayJwtParameters,
  type VerifyRelayJwtReturnType,
  verifyRelayJwt,
} from './jwt/verifyRelayJwt'
// relay client
export {
  type CreateRelayClientParameters,
  createRelayClient,
  type RelayClient,
} from './relay/createRelayClient'
export { type FormatRelayUrlParameters, formatRelayUrl } from './relay/formatRelayUrl'
export { type RelayMode, relayMode } from './relay/relayMode'
export type {
  FetchMessagesReturnType,
  PublishOptions,
  RelayClientEvents,
  RelayMessage,
  WebSocketConstructor,
  WebSocketLike,
} from './relay/types'
export type { AuthenticateParameters } from './sign/authRequest'
// Sign protocol (sessions, both roles)
export {
  type CreateSignClientParameters,
  createSignClient,
  type SignClient,
} from './sign/createSignClient'
export type { AuthenticateResult, AuthenticateReturnType } from './sign/dappAuth'
export type { ConnectParameters, ConnectReturnType } from './sign/dappRole'
export {
  createWalletConnectProvider,
  type WalletConnectProvider,
} from './sign/provider/createWalletConnectProvider'
export type {
  DisconnectParameters,
  EmitParameters,
  RequestParameters,
  RespondParameters,
  TopicParameters,
  UpdateParameters,
} from './sign/sessionActions'
export {
  type CreateLocalSignStorageParameters,
  createLocalSignStorage,
  type WebStorageLike,
} from './sign/storage/createLocalSignStorage'
export {
  type CreateMemorySignStorageReturnType,
  createMemorySignStorage,
} from './sign/storage/createMemorySignStorage'
export type { SignStorage } from './sign/storage/types'
export type {
  AuthRequest,
  AuthRequestParams,
  JsonRpcError,
  Pairing,
  Participant,
  ProposalNamespace,
  ProposalNamespaces,
  Session,
  SessionEventParams,
  SessionNamespace,
  SessionNamespaces,
  SessionProposal,
  SessionRequestParams,
  SignClientEvents,
  SignMetadata,
} from './sign/types'
export type {
  ApproveSessionAuthenticateParameters,
  ApproveSessionAuthenticateReturnType,
  RejectSessionAuthenticateParameters,
} from './sign/walletAuth'
export type {
  ApproveParameters,
  ApproveReturnType,
  RejectParameters,
} from './sign/walletRole'
// pairing URI
export {
  type FormatPairingUriParameters,
  type FormatPairingUriReturnType,
  formatPairingUri,
} from './uri/formatPairingUri'
export { type ParsePairingUriReturnType, parsePairingUri } from './uri/parsePairingUri'
