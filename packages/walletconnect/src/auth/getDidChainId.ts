import { readDid } from './readDid'

export type GetDidChainIdReturnType = string

/**
 * The chain reference of a `did:pkh` issuer — what EIP-4361 prints as `Chain ID` (`1`); the
 * CAIP-2 id is `{namespace}:{reference}`.
 *
 * @example
 * getDidChainId('did:pkh:eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266') // '1'
 */
export function getDidChainId(iss: string): GetDidChainIdReturnType {
  return readDid(iss).reference
}
