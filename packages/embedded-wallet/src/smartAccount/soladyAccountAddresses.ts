import type { Address } from 'viem'

/**
 * The implementation of the embedded wallet's smart accounts: Solady's `ERC4337`
 * (`apps/devnet/contracts/SoladyAccount.sol`, which only names its EIP-712 domain), deployed
 * through the CREATE2 deployer (0x4e59b44847b379578588920ca78fbf26c0b4956c) with salt 0 from the
 * committed artifact, so it has this address on every chain where it is deployed so.
 */
export const soladyAccountImplementationAddress: Address =
  '0xadfc56781eA96649f6c65f8d984228C6adad14c0'

/**
 * Solady's `ERC4337Factory` over {@link soladyAccountImplementationAddress} (ERC-1967 proxies at
 * CREATE2 addresses), deployed the same way: the factory of viem's `toSoladySmartAccount`.
 */
export const soladyAccountFactoryAddress: Address = '0x36895c10a4Bef303004203518200e59bBc7d2b7c'
