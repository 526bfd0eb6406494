import type { Address, LocalAccount } from 'viem'
import { type SmartAccountImplementation, toSoladySmartAccount } from 'viem/account-abstraction'
import { getSoladyAccountAddress } from './getSoladyAccountAddress'
import { getSoladyAccountSalt } from './getSoladyAccountSalt'
import {
  soladyAccountFactoryAddress,
  soladyAccountImplementationAddress,
} from './soladyAccountAddresses'

/** Parameters of {@link toEmbeddedSmartAccount}. */
export type ToEmbeddedSmartAccountParameters = {
  /** A client of the account's chain (reads nonce, code and the account's EIP-712 domain). */
  client: SmartAccountImplementation['client']
  /** The owner key (the embedded wallet's EVM key). */
  owner: LocalAccount
  /** Account number under this owner (default 0). */
  index?: bigint | undefined
  /** Factory address (default {@link soladyAccountFactoryAddress}). */
  factoryAddress?: Address | undefined
  /** Its implementation (default {@link soladyAccountImplementationAddress}). */
  implementationAddress?: Address | undefined
}

/** Return type of {@link toEmbeddedSmartAccount}. */
export type ToEmbeddedSmartAccountReturnType = Awaited<ReturnType<typeof toEmbeddedSmartAccount>>

/**
 * The embedded wallet's ERC-4337 smart account (EntryPoint v0.7): viem's `toSoladySmartAccount`
 * (Solady's `ERC4337`) on the embedded wallet's factory, with the owner bound into the
 * salt ({@link getSoladyAccountSalt}) and the address computed without a network call. Deployed by
 * its first UserOperation. `signMessage` and `signTypedData` give ERC-1271 signatures (ERC-7739
 * nested EIP-712 naming the account and the chain), wrapped in ERC-6492 by viem while the
 * account is not deployed.
 *
 * @example
 * const account = await toEmbeddedSmartAccount({ client, owner: privateKeyToAccount(key) })
 * const bundler = createBundlerClient({ account, client, transport: http(bundlerUrl) })
 * await bundler.sendUserOperation({ calls: [{ to, value: 1n }] })
 */
export function toEmbeddedSmartAccount(parameters: ToEmbeddedSmartAccountParameters) {
  const {
    client,
    owner,
    index,
    factoryAddress = soladyAccountFactoryAddress,
    implementationAddress = soladyAccountImplementationAddress,
  } = parameters
  return toSoladySmartAccount({
    client,
    owner,
    factoryAddress,
    salt: getSoladyAccountSalt({ owner: owner.address, index }),
    address: getSoladyAccountAddress({
      owner: owner.address,
      index,
      factoryAddress,
      implementationAddress,
    }),
  })
}
