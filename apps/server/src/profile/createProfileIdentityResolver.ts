import type { IdentityResolver } from '../identity/identityResolver'
import type { ProfileStore } from './createProfileStore'

/**
 * The identity of an address from Portico's name service: its primary (first registered) name
 * and the name's `avatar` attribute, if any; `{ name: null, avatar: null }` when it has none.
 *
 * @example
 * const resolver = createProfileIdentityResolver({ store })
 * await resolver.resolve({ address: '0xf39F…2266' }) // { name: 'alice.portico.id', avatar: null }
 */
export function createProfileIdentityResolver(parameters: {
  store: ProfileStore
}): IdentityResolver {
  return {
    resolve: async ({ address }) => {
      const [primary] = await parameters.store.namesOf(address)
      return { name: primary?.name ?? null, avatar: primary?.attributes.avatar ?? null }
    },
  }
}
