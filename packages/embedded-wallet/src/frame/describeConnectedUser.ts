import type { Hex } from 'viem'
import type { EmbeddedUser } from './createEmbeddedApi'
import type { SmartAccounts } from './createSmartAccounts'

/** The derivation paths of `deriveEmbeddedAccounts`: BIP-44 Ethereum, and Phantom's Solana path. */
const evmPath = "m/44'/60'/0'/0/0"
const solanaPath = "m/44'/501'/0'/0'"

export type DescribeConnectedUserParameters = {
  /** The user the server knows. */
  user: EmbeddedUser
  /** The frame's chain (CAIP-2). */
  chainId: string
  smart: SmartAccounts
}

/**
 * The user of SPEC §3 on the frame's chain, as the app's connect and account events get it: on
 * EVM the smart account where it is in use (else the owner EOA), on Solana the Solana address;
 * every account (the smart account first where there is one), the preferred account type and
 * whether the smart account is deployed.
 *
 * @example
 * const connected = await describeConnectedUser({ user, chainId: 'eip155:31337', smart })
 * connected.address // the smart account's address
 */
export async function describeConnectedUser({
  user: known,
  chainId,
  smart,
}: DescribeConnectedUserParameters) {
  const owner = known.evmAddress as Hex | null
  const evmChainId = chainId.startsWith('eip155:') ? chainId : undefined
  const smartOn = owner !== null && evmChainId !== undefined && (await smart.isEnabled(evmChainId))
  const type = evmChainId === undefined ? 'eoa' : await smart.activeType(evmChainId)
  const smartAddress = smartOn && owner ? smart.addressOf(owner) : undefined
  return {
    email: known.email,
    address: chainId.startsWith('solana:')
      ? known.solanaAddress
      : type === 'smartAccount'
        ? smartAddress
        : known.evmAddress,
    chainId,
    accounts: [
      ...(smartAddress
        ? [{ address: smartAddress, type: 'smartAccount', namespace: 'eip155' }]
        : []),
      // SPEC §3 Account path: where the keys sit in the wallet's seed (deriveEmbeddedAccounts).
      { address: known.evmAddress, type: 'eoa', namespace: 'eip155', path: evmPath },
      { address: known.solanaAddress, type: 'eoa', namespace: 'solana', path: solanaPath },
    ],
    preferredAccountType: await smart.preferredType(),
    smartAccountDeployed:
      smartOn && owner && evmChainId ? await smart.isDeployed(owner, evmChainId) : false,
  }
}
