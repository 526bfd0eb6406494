// @portico/core/keys — key derivation for the parts that hold keys (the embedded wallet's frame,
// the test wallet, the devnet). Its own entry, so that no app's first load carries it.
export type { Ed25519KeyPairBytes } from './keys/deriveEd25519Key'
export {
  type DeriveSolanaKeyPairParameters,
  type DeriveSolanaKeyPairReturnType,
  deriveSolanaKeyPair,
} from './keys/deriveSolanaKeyPair'
