import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  type Abi,
  type Account,
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  labelhash,
  namehash,
  zeroHash,
} from 'viem'

/** Parameters of {@link deployEns}. */
export type DeployEnsParameters = {
  /** The EVM devnet's JSON-RPC URL. */
  rpcUrl: string
  /** A funded account that deploys and owns the registry's root. */
  account: Account
  /**
   * The CCIP-Read gateway URL of the offchain resolver (EIP-3668; without `{data}` clients POST), e.g.
   * `http://127.0.0.1:3000/v1/ens/gateway`.
   */
  gatewayUrl: string
  /** Addresses whose signatures the resolver trusts (the gateway's signing key). */
  signers: readonly Address[]
  /** The zone its wildcard resolver answers for; `portico.id` by default. */
  zone?: string | undefined
}

/** Where the ENS contracts went. */
export type DeployEnsReturnType = {
  /** The ENS registry (EIP-137). */
  registry: Address
  /** ENS's offchain resolver (ENSIP-10 wildcard, EIP-3668), set for `<zone>` and `addr.reverse`. */
  offchainResolver: Address
  /** The universal resolver viem's `getEnsAddress` / `getEnsName` call (`chain.contracts.ensUniversalResolver`). */
  universalResolver: Address
}

type Artifact = { abi: Abi; bytecode: Hex }
const artifact = (name: string): Artifact =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../artifacts/${name}.json`, import.meta.url)), 'utf8'),
  ) as Artifact

/**
 * Deploys ENS on the devnet so any ENS client resolves Portico's names: an ENS registry, ENS's own
 * offchain resolver (MIT, `@ensdomains/offchain-resolver-contracts` 0.2.1) trusting `signers` and
 * answering through `gatewayUrl`, set as the resolver of `<zone>` (names under it resolve by
 * ENSIP-10 wildcard) and of `addr.reverse` (primary names), and a universal resolver.
 *
 * @example
 * const ens = await deployEns({ rpcUrl, account, signers: [gateway.address],
 *   gatewayUrl: 'http://127.0.0.1:3000/v1/ens/gateway' })
 * createPublicClient({ chain: { ...devnet, contracts: { ensUniversalResolver: { address: ens.universalResolver } } }, … })
 */
export async function deployEns(parameters: DeployEnsParameters): Promise<DeployEnsReturnType> {
  const { rpcUrl, account, gatewayUrl, signers, zone = 'portico.id' } = parameters
  const client = createPublicClient({ transport: http(rpcUrl) })
  const chainId = await client.getChainId()
  const chain = {
    id: chainId,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
  const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
  const deploy = async (name: string, args: readonly unknown[]) => {
    const { abi, bytecode } = artifact(name)
    const hash = await wallet.deployContract({ abi, bytecode, args })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (!receipt.contractAddress || receipt.status !== 'success')
      throw new Error(`Deploying ${name} failed (${hash})`)
    return receipt.contractAddress
  }
  const registry = await deploy('ENSRegistry', [])
  const offchainResolver = await deploy('OffchainResolver', [gatewayUrl, signers])
  const universalResolver = await deploy('UniversalResolver', [registry])

  const { abi } = artifact('ENSRegistry')
  const write = async (functionName: string, args: readonly unknown[]) => {
    const hash = await wallet.writeContract({ address: registry, abi, functionName, args })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`ENSRegistry.${functionName} reverted`)
  }
  /** Owns every label of `name` from the root down, then sets its resolver. */
  const claim = async (name: string) => {
    const labels = name.split('.')
    for (let i = labels.length - 1; i >= 0; i--) {
      const parent = i === labels.length - 1 ? zeroHash : namehash(labels.slice(i + 1).join('.'))
      await write('setSubnodeOwner', [parent, labelhash(labels[i] as string), account.address])
    }
    await write('setResolver', [namehash(name), offchainResolver])
  }
  await claim(zone)
  await claim('addr.reverse')
  return { registry, offchainResolver, universalResolver }
}
