import {
  type Address,
  decodeFunctionData,
  encodeFunctionData,
  type Hash,
  hashMessage,
  hashTypedData,
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
import { SmartAccountError } from '../errors'
import { getPorticoAccountAddress } from './getPorticoAccountAddress'
import {
  porticoAccountAbi,
  porticoAccountFactoryAbi,
  porticoAccountFactoryAddress,
} from './porticoAccountAbi'
import { porticoReplaySafeTypedData } from './porticoReplaySafeTypedData'

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
    if (id === undefined)
      throw new SmartAccountError({ reason: 'The smart account needs a client with a chain' })
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
      throw new SmartAccountError({ reason: `Not a call of the account: ${result.functionName}` })
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
