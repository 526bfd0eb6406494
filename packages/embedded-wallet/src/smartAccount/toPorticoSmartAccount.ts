import {
  type Address,
  concat,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  type Hex,
  hashMessage,
  hashTypedData,
  keccak256,
  type LocalAccount,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem'
import {
  entryPoint07Abi,
  entryPoint07Address,
  getUserOperationHash,
  type SmartAccountImplementation,
  toSmartAccount,
} from 'viem/account-abstraction'
import {
  porticoAccountAbi,
  porticoAccountFactoryAbi,
  porticoAccountFactoryAddress,
} from './porticoAccountAbi'

/** Parameters of {@link toPorticoSmartAccount}. */
export type ToPorticoSmartAccountParameters = {
  /** A client of the account's chain (reads nonce and code; `client.chain.id` must be set). */
  client: SmartAccountImplementation['client']
  /** The owner key (the embedded wallet's EVM key). */
  owner: LocalAccount
  /** Factory address (default {@link porticoAccountFactoryAddress}). */
  factoryAddress?: Address | undefined
  /** Account index under this owner (default 0). */
  salt?: bigint | undefined
}

/** Return type of {@link toPorticoSmartAccount}. */
export type ToPorticoSmartAccountReturnType = Awaited<ReturnType<typeof toPorticoSmartAccount>>

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

/**
 * The embedded wallet's ERC-4337 smart account (EntryPoint v0.7) as a viem `SmartAccount`:
 * `PorticoAccount` owned by `owner`, deployed by its first UserOperation. `signMessage` and
 * `signTypedData` give ERC-1271 signatures (the owner's signature of the replay-safe hash),
 * wrapped in ERC-6492 by viem while the account is not deployed.
 *
 * @example
 * const account = await toPorticoSmartAccount({ client, owner: privateKeyToAccount(key) })
 * const bundler = createBundlerClient({ account, client, transport: http(bundlerUrl) })
 * await bundler.sendUserOperation({ calls: [{ to, value: 1n }] })
 */
export async function toPorticoSmartAccount(parameters: ToPorticoSmartAccountParameters) {
  const { client, owner, salt = 0n } = parameters
  const factory = parameters.factoryAddress ?? porticoAccountFactoryAddress
  const address = getPorticoAccountAddress({ owner: owner.address, salt, factoryAddress: factory })
  const chainId = () => {
    const id = client.chain?.id
    if (id === undefined) throw new Error('The smart account needs a client with a chain')
    return id
  }
  const signHash = (hash: Hash) =>
    owner.signTypedData(porticoReplaySafeTypedData({ account: address, chainId: chainId(), hash }))

  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' } as const,
    extend: {
      abi: porticoAccountAbi,
      factory: { abi: porticoAccountFactoryAbi, address: factory },
    },
    async decodeCalls(data) {
      const result = decodeFunctionData({ abi: porticoAccountAbi, data })
      if (result.functionName === 'execute') {
        const [to, value, callData] = result.args
        return [{ to, value, data: callData }]
      }
      if (result.functionName === 'executeBatch')
        return result.args[0].map((call) => ({
          to: call.target,
          value: call.value,
          data: call.data,
        }))
      throw new Error(`Not a call of the account: ${result.functionName}`)
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: porticoAccountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      return encodeFunctionData({
        abi: porticoAccountAbi,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => ({
            target: call.to,
            value: call.value ?? 0n,
            data: call.data ?? '0x',
          })),
        ],
      })
    },
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      return {
        factory,
        factoryData: encodeFunctionData({
          abi: porticoAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address, salt],
        }),
      }
    },
    async getStubSignature() {
      return '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'
    },
    async signMessage({ message }: { message: SignableMessage }) {
      return signHash(hashMessage(message))
    },
    async signTypedData(typedData) {
      return signHash(hashTypedData(typedData as TypedDataDefinition))
    },
    async signUserOperation(userOperation) {
      const hash = getUserOperationHash({
        chainId: userOperation.chainId ?? chainId(),
        entryPointAddress: entryPoint07Address,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
