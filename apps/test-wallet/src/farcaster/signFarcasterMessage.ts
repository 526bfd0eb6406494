import type { LocalAccount } from 'viem'
import { parseSiweMessage } from 'viem/siwe'

/**
 * The test wallet's Farcaster custody key signing a Sign In With Farcaster message: only a
 * message in SIWF's form (statement `Farcaster Auth`, chain id 10, a `farcaster://fid/N`
 * resource) for this custody address, so the page cannot have it sign anything else.
 *
 * @example
 * const signature = await signFarcasterMessage({ account: custody, message })
 */
export async function signFarcasterMessage(parameters: {
  account: LocalAccount
  message: string
}): Promise<`0x${string}`> {
  const { account, message } = parameters
  const parsed = parseSiweMessage(message)
  if (
    parsed.statement !== 'Farcaster Auth' ||
    parsed.chainId !== 10 ||
    parsed.address?.toLowerCase() !== account.address.toLowerCase() ||
    !(parsed.resources ?? []).some((resource) => /^farcaster:\/\/fid\/[1-9]\d*$/.test(resource))
  )
    throw new Error('Not a Sign In With Farcaster message for this custody address')
  return account.signMessage({ message })
}
