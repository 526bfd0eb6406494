// Reads a did:pkh issuer (internal): `did:pkh:eip155:1:0xabc…` (or `eip155:1:0xabc…`).
import { InvalidSignInputError } from '../errors/sign'

const account = /^([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,32}):([-.%a-zA-Z0-9]{1,128})$/

export function readDid(iss: string) {
  let match: RegExpExecArray | null = null
  if (typeof iss === 'string') {
    if (iss.startsWith('did:pkh:')) match = account.exec(iss.slice(8))
    else if (!iss.startsWith('did:')) match = account.exec(iss)
  }
  if (!match) {
    throw new InvalidSignInputError(
      `iss must be did:pkh:{namespace}:{reference}:{address}, got ${String(iss)}`,
    )
  }
  const [, namespace, reference, address] = match as unknown as [string, string, string, string]
  return { namespace, reference, address, chainId: `${namespace}:${reference}` }
}
