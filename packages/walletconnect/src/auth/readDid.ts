// Reads a did:pkh issuer (internal): `did:pkh:eip155:1:0xabc…` (or `eip155:1:0xabc…`).
import { InvalidSignInputError } from '../errors/sign'

const didPkh = /^(?:did:pkh:)?([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

export function readDid(iss: string) {
  const match = typeof iss === 'string' ? didPkh.exec(iss) : null
  if (!match) {
    throw new InvalidSignInputError(
      `iss must be did:pkh:{namespace}:{reference}:{address}, got ${String(iss)}`,
    )
  }
  const [, namespace, reference, address] = match as unknown as [string, string, string, string]
  return { namespace, reference, address, chainId: `${namespace}:${reference}` }
}
