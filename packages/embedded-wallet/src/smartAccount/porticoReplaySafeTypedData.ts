import type { Address, Hash } from 'viem'

/**
 * The EIP-712 message the owner signs for an ERC-1271 signature of `hash` by `account`
 * (`PorticoAccount.replaySafeHash`): it names the account and the chain, so the owner's signature
 * is valid for no other account or chain.
 */
export function porticoReplaySafeTypedData(parameters: {
  account: Address
  chainId: number
  hash: Hash
}) {
  return {
    domain: {
      name: 'PorticoAccount',
      version: '1',
      chainId: parameters.chainId,
      verifyingContract: parameters.account,
    },
    types: { PorticoMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'PorticoMessage',
    message: { hash: parameters.hash },
  } as const
}
