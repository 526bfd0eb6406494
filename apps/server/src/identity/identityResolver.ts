/** SPEC §3 identity of an address. */
export type Identity = { name: string | null; avatar: string | null }

/** Finds the name and avatar of an address (the name service, once it exists). */
export type IdentityResolver = {
  resolve(parameters: { address: string }): Promise<Identity>
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
