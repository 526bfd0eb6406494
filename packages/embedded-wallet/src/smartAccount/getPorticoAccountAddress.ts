import {
  type Address,
  concat,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
  keccak256,
} from 'viem'
import { porticoAccountFactoryAddress } from './porticoAccountAbi'

// EIP-1167 minimal proxy creation code around the implementation address (OpenZeppelin Clones).
const cloneCode = (implementation: Address): Hex =>
  concat([
    '0x3d602d80600a3d3981f3363d3d373d3d3d363d73',
    implementation,
    '0x5af43d82803e903d91602b57fd5bf3',
  ])

/**
 * The counterfactual address of the owner's `PorticoAccount`: computed here (CREATE2 of the
 * factory's EIP-1167 clone), so it is known before deployment and without a network call. The
 * factory's `getAddress(owner, salt)` gives the same (checked against the devnet in tests).
 *
 * @example
 * getPorticoAccountAddress({ owner: '0x…' }) // '0x…'
 */
export function getPorticoAccountAddress(parameters: {
  owner: Address
  salt?: bigint | undefined
  factoryAddress?: Address | undefined
}): Address {
  const factory = parameters.factoryAddress ?? porticoAccountFactoryAddress
  // The factory's constructor deploys the implementation with CREATE, its first (nonce 1).
  const implementation = getContractAddress({ from: factory, nonce: 1n })
  return getContractAddress({
    opcode: 'CREATE2',
    from: factory,
    salt: keccak256(
      encodeAbiParameters(
        [{ type: 'address' }, { type: 'uint256' }],
        [parameters.owner, parameters.salt ?? 0n],
      ),
    ),
    bytecodeHash: keccak256(cloneCode(implementation)),
  })
}
