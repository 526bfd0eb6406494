/** SPEC §3 identity of an address. */
export type Identity = { name: string | null; avatar: string | null }

/** Finds the name and avatar of an address (Portico's name service, ENS). */
export type IdentityResolver = {
  /** `chainId`: the EVM chain the account is on (ENSIP-19 primary names); none: Ethereum's name. */
  resolve(parameters: { address: string; chainId?: number | undefined }): Promise<Identity>
}

/**
 * The resolver used until Portico's name service exists: every address has no name and no avatar.
 *
 * @example
 * await noIdentityResolver.resolve({ address: '0xf39F…2266' }) // { name: null, avatar: null }
 */
export const noIdentityResolver: IdentityResolver = {
  resolve: async () => ({ name: null, avatar: null }),
}

/**
 * Asks each resolver in turn and answers the first identity with a name (else no name, no avatar).
 *
 * @example
 * const resolver = firstIdentityResolver([portico, ens]) // a Portico name first, else the ENS name
 */
export function firstIdentityResolver(resolvers: readonly IdentityResolver[]): IdentityResolver {
  return {
    resolve: async (parameters) => {
      for (const resolver of resolvers) {
        const identity = await resolver.resolve(parameters)
        if (identity.name !== null) return identity
      }
      return { name: null, avatar: null }
    },
  }
}
