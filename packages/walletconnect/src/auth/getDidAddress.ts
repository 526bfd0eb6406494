import { readDid } from './readDid'

export type GetDidAddressReturnType = string

/**
 * The account address of a `did:pkh` issuer (a CACAO's `iss`).
 *
 * @example
 * getDidAddress('did:pkh:eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function getDidAddress(iss: string): GetDidAddressReturnType {
  return readDid(iss).address
}
