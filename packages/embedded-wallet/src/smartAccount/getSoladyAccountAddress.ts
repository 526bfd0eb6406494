import { type Address, concat, getContractAddress, type Hex, keccak256 } from 'viem'
import { getSoladyAccountSalt } from './getSoladyAccountSalt'
import {
  soladyAccountFactoryAddress,
  soladyAccountImplementationAddress,
} from './soladyAccountAddresses'

// Solady's minimal ERC-1967 proxy creation code around the implementation (LibClone.initCodeERC1967).
const proxyInitCode = (implementation: Address): Hex =>
  concat([
    '0x603d3d8160223d3973',
    implementation,
    '0x60095155f3363d3d373d3d363d7f360894a13ba1a3210667c828492db98dca3e2076cc',
    '0x3735a920a3ca505d382bbc545af43d6000803e6038573d6000fd5b3d6000f3',
  ])

/**
 * The counterfactual address of the owner's smart account (Solady `ERC4337Factory.getAddress` of
 * {@link getSoladyAccountSalt}), computed here without a network call, so it is known before
 * deployment. The factory gives the same (checked against the devnet in tests).
 *
 * @example
 * getSoladyAccountAddress({ owner: '0x…' }) // '0x…'
 */
export function getSoladyAccountAddress(parameters: {
  owner: Address
  index?: bigint | undefined
  factoryAddress?: Address | undefined
  implementationAddress?: Address | undefined
}): Address {
  const {
    factoryAddress = soladyAccountFactoryAddress,
    implementationAddress = soladyAccountImplementationAddress,
  } = parameters
  return getContractAddress({
    opcode: 'CREATE2',
    from: factoryAddress,
    salt: getSoladyAccountSalt(parameters),
    bytecodeHash: keccak256(proxyInitCode(implementationAddress)),
  })
}
