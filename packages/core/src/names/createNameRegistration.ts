/** The EIP-712 types of a name registration (`Registration`, its `Attribute` list). */
const nameRegistrationTypes = {
  Registration: [
    { name: 'name', type: 'string' },
    { name: 'owner', type: 'address' },
    { name: 'project', type: 'string' },
    { name: 'attributes', type: 'Attribute[]' },
    { name: 'nonce', type: 'string' },
  ],
  Attribute: [
    { name: 'key', type: 'string' },
    { name: 'value', type: 'string' },
  ],
} as const

/** Parameters of {@link createNameRegistration}. */
export type CreateNameRegistrationParameters = {
  /** The full name, e.g. `alice.portico.id`. */
  name: string
  /** The server's zone (`portico.id`): the EIP-712 domain's name. */
  zone: string
  /** The project the name is registered in (the server's `projectId`). */
  projectId: string
  /** The EVM chain the wallet signs on (the domain's `chainId`; a smart account is checked there). */
  chainId: number
  /** The 0x address that registers (and signs). */
  owner: string
  /** Text records to store with the name (e.g. `{ avatar: 'https://…' }`); none by default. */
  attributes?: Record<string, string> | undefined
  /** The server's single-use nonce (`GET /v1/profile/nonce`). */
  nonce: string
}

/** The typed data to sign (`eth_signTypedData_v4`) and the `message` to send with its signature. */
export type CreateNameRegistrationReturnType = {
  typedData: {
    domain: { name: string; version: '1'; chainId: number }
    types: typeof nameRegistrationTypes
    primaryType: 'Registration'
    message: {
      name: string
      owner: `0x${string}`
      project: string
      attributes: { key: string; value: string }[]
      nonce: string
    }
  }
  /** `POST /v1/profile/account`'s `message`: `{"name","attributes","nonce","chainId"}` as JSON. */
  message: string
}

/**
 * A name registration bound to one deployment (SPEC §7 `POST /v1/profile/account`): EIP-712 typed
 * data whose domain is the zone (`name`), version `1` and the chain, and whose message names the
 * name, the owner, the project and the server's single-use nonce. A signature made for one Portico
 * server, project or chain registers nothing anywhere else, and only once.
 *
 * @example
 * const { nonce } = await getNameNonce(client)
 * const { typedData, message } = createNameRegistration({ name: 'alice.portico.id',
 *   zone: 'portico.id', projectId: 'portico-local', chainId: 31337, owner: address, nonce })
 * const { signature } = await adapter.signTypedData(typedData)
 * await registerName(client, { name: 'alice.portico.id', coinType: 60, address, message, signature })
 */
export function createNameRegistration(
  parameters: CreateNameRegistrationParameters,
): CreateNameRegistrationReturnType {
  const { name, zone, projectId, chainId, owner, attributes = {}, nonce } = parameters
  return {
    typedData: {
      domain: { name: zone, version: '1', chainId },
      types: nameRegistrationTypes,
      primaryType: 'Registration',
      message: {
        name,
        owner: owner as `0x${string}`,
        project: projectId,
        attributes: Object.entries(attributes).map(([key, value]) => ({ key, value })),
        nonce,
      },
    },
    message: JSON.stringify({ name, attributes, nonce, chainId }),
  }
}
