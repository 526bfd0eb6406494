import { type Address, isAddressEqual, type PublicClient } from 'viem'
import { normalize } from 'viem/ens'
import type { IdentityResolver } from '../identity/identityResolver'
import { ENS_DEFAULT_COIN_TYPE, ensCoinTypeOf } from './ensCoinTypeOf'

export type CreateEnsIdentityResolverParameters = {
  /** A viem client of the ENS chain's node (the gateway's upstream; CCIP-Read off). */
  client: PublicClient
  /** The chain's ENS universal resolver. */
  universalResolver: Address
  /** The ENS chain's id: an account on it (or on Ethereum) has the Ethereum primary name (coin type 60). */
  ensChainId: number
}

/** Avatar records the browser may load as they are: no fetch by the server. */
const shownAvatar = /^(https:\/\/|data:image\/)/i

/**
 * The identity of an address from ENS: its primary name for the chain the account is on (ENSIP-19,
 * with viem's `getEnsName({ coinType })` against the universal resolver, which checks the name
 * resolves forward to the same address for that coin type) and that name's `avatar` text record
 * when it is an `https:` or `data:image/` URI; `{ name: null, avatar: null }` when it has none or the
 * chain cannot tell.
 *
 * On Ethereum and on the ENS chain the name is the `addr.reverse` one (coin type 60); on another EVM
 * chain the chain's own (`<addr>.<coinTypeAsHex>.reverse`). Without one, the ENSIP-19 default name
 * (`<addr>.default.reverse`), kept only when it resolves to the address for the chain's coin type
 * too (ENS's own reverse resolvers fall back the same way on-chain). The Ethereum name is never used
 * on another chain (ENSIP-19).
 *
 * The client has CCIP-Read (EIP-3668) off, so a name kept off-chain (an offchain resolver, the L2
 * reverse registrars ENS reads through a gateway) reads as none: the server never fetches a URL a
 * contract names. The avatar is the record itself, not viem's `getEnsAvatar`, which would fetch the
 * URL, NFT metadata or an IPFS gateway from the server; NFT (`eip155:…`) and `ipfs://` avatars
 * therefore read as none.
 *
 * @example
 * const resolver = createEnsIdentityResolver({ client, universalResolver, ensChainId: 1 })
 * await resolver.resolve({ address: '0xd8dA…6045', chainId: 8453 }) // { name: 'vitalik.eth', avatar: 'https://…' }
 */
export function createEnsIdentityResolver(
  parameters: CreateEnsIdentityResolverParameters,
): IdentityResolver {
  const { client, universalResolver, ensChainId } = parameters
  // A node that cannot answer, or a name only an offchain resolver knows: no name.
  const primaryName = (address: Address, coinType: bigint) =>
    client
      .getEnsName({ address, coinType, universalResolverAddress: universalResolver, strict: false })
      .catch(() => null)
  const resolvesTo = async (name: string, coinType: bigint, address: Address) => {
    const resolved = await client
      .getEnsAddress({
        name: normalize(name),
        coinType,
        universalResolverAddress: universalResolver,
        strict: false,
      })
      .catch(() => null)
    return resolved !== null && isAddressEqual(resolved, address)
  }
  const nameOf = async (address: Address, chainId: number | undefined) => {
    const coinType = ensCoinTypeOf(chainId, ensChainId)
    const own = coinType === undefined ? null : await primaryName(address, coinType)
    if (own) return own
    const fallback = await primaryName(address, ENS_DEFAULT_COIN_TYPE)
    if (!fallback || coinType === undefined) return fallback
    // The forward check with the chain's own coin type: a name whose address on this chain is
    // another one is not this account's name here.
    return (await resolvesTo(fallback, coinType, address).catch(() => false)) ? fallback : null
  }
  return {
    resolve: async ({ address, chainId }) => {
      const name = await nameOf(address as Address, chainId)
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
