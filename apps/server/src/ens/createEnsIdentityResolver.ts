import type { Address, PublicClient } from 'viem'
import { normalize } from 'viem/ens'
import type { IdentityResolver } from '../identity/identityResolver'

export type CreateEnsIdentityResolverParameters = {
  /** A viem client of the ENS chain's node (the gateway's upstream; CCIP-Read off). */
  client: PublicClient
  /** The chain's ENS universal resolver. */
  universalResolver: Address
}

/** Avatar records the browser may load as they are: no fetch by the server. */
const shownAvatar = /^(https:\/\/|data:image\/)/i

/**
 * The identity of an address from ENS: its primary name (the reverse record, which the universal
 * resolver checks resolves forward to the same address, coin type 60) and that name's `avatar`
 * text record when it is an `https:` or `data:image/` URI; `{ name: null, avatar: null }` when it
 * has none or the chain cannot tell.
 *
 * The client has CCIP-Read (EIP-3668) off, so a name kept off-chain (an offchain resolver) reads as
 * none: the server never fetches a URL a contract names. The avatar is the record itself, not
 * viem's `getEnsAvatar`, which would fetch the URL, NFT metadata or an IPFS gateway from the server;
 * NFT (`eip155:…`) and `ipfs://` avatars therefore read as none.
 *
 * @example
 * const resolver = createEnsIdentityResolver({ client, universalResolver })
 * await resolver.resolve({ address: '0xd8dA…6045' }) // { name: 'vitalik.eth', avatar: 'https://…' }
 */
export function createEnsIdentityResolver(
  parameters: CreateEnsIdentityResolverParameters,
): IdentityResolver {
  const { client, universalResolver } = parameters
  return {
    resolve: async ({ address }) => {
      // A node that cannot answer, or a name only an offchain resolver knows: no name.
      const name = await client
        .getEnsName({
          address: address as Address,
          universalResolverAddress: universalResolver,
          strict: false,
        })
        .catch(() => null)
      if (!name) return { name: null, avatar: null }
      const avatar = await client
        .getEnsText({
          name: normalize(name),
          key: 'avatar',
          universalResolverAddress: universalResolver,
          strict: false,
        })
        .catch(() => null)
      return { name, avatar: avatar && shownAvatar.test(avatar) ? avatar : null }
    },
  }
}
