import { createAppClient } from '@farcaster/auth-client'
import { type Address, createPublicClient, http, parseAbi } from 'viem'

/** The two functions of Farcaster's `IdRegistry` the login reads. */
export const idRegistryAbi = parseAbi([
  'function idOf(address owner) view returns (uint256 fid)',
  'function custodyOf(uint256 fid) view returns (address owner)',
])

export type CreateFarcasterVerifierParameters = {
  /** An RPC of the chain holding the ID registry. */
  rpcUrl: string
  idRegistry: Address
  /** Per-call timeout of the RPC, in ms. */
  timeoutMs?: number | undefined
}

export type FarcasterSignIn = {
  fid: number
  /** The custody address that signed (the registry's owner of `fid`). */
  custody: Address
}

/** Why a Farcaster sign-in message was refused (the auth client's own words). */
export class FarcasterVerifyError extends Error {
  override name = 'FarcasterVerifyError'
}

/**
 * Verifies Sign In With Farcaster messages with `@farcaster/auth-client`: the SIWE message
 * (statement `Farcaster Auth`, chain id 10, one `farcaster://fid/N` resource, the expected nonce
 * and domain, time bounds), its signature, and that the signer is the custody address of the FID
 * in the ID registry (`idOf(signer) == fid`, read on `rpcUrl` at `idRegistry`). Auth addresses of
 * the key registry are not accepted: only the custody key signs in.
 *
 * @example
 * const verifier = createFarcasterVerifier({ rpcUrl, idRegistry })
 * const { fid } = await verifier.verify({ nonce, domain, message, signature })
 */
export function createFarcasterVerifier(parameters: CreateFarcasterVerifierParameters) {
  const publicClient = createPublicClient({
    transport: http(parameters.rpcUrl, { timeout: parameters.timeoutMs ?? 10_000, retryCount: 0 }),
  })
  const client = createAppClient({
    ethereum: {
      publicClient: publicClient as never,
      getFid: (custody: Address) =>
        publicClient.readContract({
          address: parameters.idRegistry,
          abi: idRegistryAbi,
          functionName: 'idOf',
          args: [custody],
        }),
      isValidAuthAddress: async () => false,
    },
  })
  let issuer: Promise<string> | undefined
  return {
    /**
     * The identity issuer of this registry's FIDs, `farcaster:eip155:{chainId}:{registry}`: FIDs of
     * the devnet's registry are never taken for Farcaster's own.
     */
    issuer(): Promise<string> {
      issuer ??= publicClient
        .getChainId()
        .then((chainId) => `farcaster:eip155:${chainId}:${parameters.idRegistry.toLowerCase()}`)
      issuer.catch(() => {
        issuer = undefined
      })
      return issuer
    },
    async verify(input: {
      nonce: string
      domain: string
      message: string
      signature: `0x${string}`
    }): Promise<FarcasterSignIn> {
      const result = await client.verifySignInMessage({ ...input, acceptAuthAddress: false })
      if (result.isError || !result.success)
        throw new FarcasterVerifyError(result.error?.message ?? 'The sign-in message was refused')
      return { fid: result.fid, custody: result.data.address as Address }
    },
  }
}
export type FarcasterVerifier = ReturnType<typeof createFarcasterVerifier>
