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

/** A `.eth` name {@link deployEns} registers on the devnet's ENS, with its reverse record. */
export type EnsEthName = {
  /** The label under `eth`, e.g. `devnet` for `devnet.eth`. */
  label: string
  /** The address the name resolves to; its reverse record (primary name) is set to the name. */
  address: Address
  /** The name's `avatar` text record (ENSIP-12), e.g. a `data:image/svg+xml,…` URI. */
  avatar?: string | undefined
  /**
   * The coin types whose primary name it is (ENSIP-19), `[60n]` by default: for each, the address
   * is set for that coin type and the reverse record names it — `60n` `<address>.addr.reverse`
   * (Ethereum), `0x80000000n` `<address>.default.reverse` (every EVM chain without a name of its
   * own), a chain's coin type (`toCoinType(chainId)`) `<address>.<coinTypeAsHex>.reverse`.
   */
  primaryFor?: readonly bigint[] | undefined
}

/** A reverse record (ENSIP-19) that names `name` with no forward record set (e.g. a false claim). */
export type EnsReverseRecord = {
  address: Address
  name: string
  /** 60 (`addr.reverse`), `0x80000000n` (`default.reverse`) or a chain's coin type. */
  coinType: bigint
}

/**
 * The reverse name of an address for a coin type (ENSIP-19): `<addr>.addr.reverse` (60),
 * `<addr>.default.reverse` (`0x80000000`), `<addr>.<coinTypeAsHex>.reverse` otherwise.
 *
 * @example
 * ensReverseName('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', toCoinType(31338))
 * // 'f39fd6e51aad88f6f4ce6ab8827279cfffb92266.80007a6a.reverse'
 */
export function ensReverseName(address: Address, coinType: bigint): string {
  const namespace =
    coinType === 60n ? 'addr' : coinType === 0x80000000n ? 'default' : coinType.toString(16)
  return `${address.slice(2).toLowerCase()}.${namespace}.reverse`
}

/** Parameters of {@link deployEns}. */
export type DeployEnsParameters = {
  /** The EVM devnet's JSON-RPC URL. */
  rpcUrl: string
  /** A funded account that deploys and owns the registry's root. */
  account: Account
  /** `.eth` names to register with the public resolver, each with its reverse records. */
  ethNames?: readonly EnsEthName[] | undefined
  /** Reverse records of their own (no forward record is set for them). */
  reverseRecords?: readonly EnsReverseRecord[] | undefined
  /**
   * Portico's names through ENS's offchain resolver (see {@link addEnsGateway}); none: only the
   * registry, the public resolver and the universal resolver (the gateway can be added later).
   */
  gateway?: Omit<AddEnsGatewayParameters, 'rpcUrl' | 'account' | 'registry'> | undefined
}

/** Where the ENS contracts went. */
export type DeployEnsReturnType = {
  /** The ENS registry (EIP-137). */
  registry: Address
  /** The on-chain resolver of the `.eth` names and their reverse records (`addr`, `name`, `text`). */
  publicResolver: Address
  /** The universal resolver viem's `getEnsAddress` / `getEnsName` call (`chain.contracts.ensUniversalResolver`). */
  universalResolver: Address
  /** ENS's offchain resolver, when `gateway` was given. */
  offchainResolver?: Address | undefined
}

/** Parameters of {@link addEnsGateway}. */
export type AddEnsGatewayParameters = {
  rpcUrl: string
  /** The owner of the registry's root (the account that ran {@link deployEns}). */
  account: Account
  registry: Address
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

type Artifact = { abi: Abi; bytecode: Hex }
const artifact = (name: string): Artifact =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`../../artifacts/${name}.json`, import.meta.url)), 'utf8'),
  ) as Artifact

/** Deploys and writes contracts from `account` on the devnet, one mined transaction at a time. */
async function ensWriter(rpcUrl: string, account: Account) {
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
  const write = async (
    name: string,
    address: Address,
    functionName: string,
    args: readonly unknown[],
  ) => {
    const { abi } = artifact(name)
    const hash = await wallet.writeContract({ address, abi, functionName, args })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`${name}.${functionName} reverted`)
  }
  /** Owns every label of `name` from the root down, then sets its resolver. */
  const claim = async (registry: Address, name: string, resolver: Address) => {
    const labels = name.split('.')
    for (let i = labels.length - 1; i >= 0; i--) {
      const parent = i === labels.length - 1 ? zeroHash : namehash(labels.slice(i + 1).join('.'))
      await write('ENSRegistry', registry, 'setSubnodeOwner', [
        parent,
        labelhash(labels[i] as string),
        account.address,
      ])
    }
    await write('ENSRegistry', registry, 'setResolver', [namehash(name), resolver])
  }
  return { deploy, write, claim }
}

/**
 * Deploys ENS on the devnet: an ENS registry, an on-chain public resolver holding each of
 * `ethNames` (`addr`, `avatar` text) and its reverse records (`<address>.addr.reverse` → the name,
 * the primary name viem's `getEnsName` reads and checks forward; with `primaryFor`, ENSIP-19's
 * `default.reverse` and chain namespaces, e.g. `<address>.80007a6a.reverse` for chain 31338), a
 * universal resolver, and with
 * `gateway` the offchain resolver of Portico's names ({@link addEnsGateway}).
 *
 * @example
 * const ens = await deployEns({ rpcUrl, account,
 *   ethNames: [{ label: 'devnet', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }] })
 * createPublicClient({ chain: { ...devnet, contracts: { ensUniversalResolver: { address: ens.universalResolver } } }, … })
 */
export async function deployEns(parameters: DeployEnsParameters): Promise<DeployEnsReturnType> {
  const { rpcUrl, account, ethNames = [], reverseRecords = [], gateway } = parameters
  const { deploy, write, claim } = await ensWriter(rpcUrl, account)
  const registry = await deploy('ENSRegistry', [])
  const publicResolver = await deploy('PublicResolver', [registry])
  const universalResolver = await deploy('UniversalResolver', [registry])
  // A reverse record (ENSIP-3, ENSIP-19): what a reverse registrar would set for the address's owner.
  const setReverse = async ({ address, name, coinType }: EnsReverseRecord) => {
    const reverse = ensReverseName(address, coinType)
    await claim(registry, reverse, publicResolver)
    await write('PublicResolver', publicResolver, 'setName', [namehash(reverse), name])
  }
  for (const { label, address, avatar, primaryFor = [60n] } of ethNames) {
    const name = `${label}.eth`
    await claim(registry, name, publicResolver)
    await write('PublicResolver', publicResolver, 'setAddr', [namehash(name), address])
    if (avatar !== undefined)
      await write('PublicResolver', publicResolver, 'setText', [namehash(name), 'avatar', avatar])
    for (const coinType of primaryFor) {
      if (coinType !== 60n)
        await write('PublicResolver', publicResolver, 'setAddr', [
          namehash(name),
          coinType,
          address,
        ])
      await setReverse({ address, name, coinType })
    }
  }
  for (const record of reverseRecords) await setReverse(record)
  const offchainResolver = gateway
    ? await addEnsGateway({ rpcUrl, account, registry, ...gateway })
    : undefined
  return { registry, publicResolver, universalResolver, offchainResolver }
}

/**
 * Makes Portico's names resolve through ENS: deploys ENS's own offchain resolver (MIT,
 * `@ensdomains/offchain-resolver-contracts` 0.2.1) trusting `signers` and answering through
 * `gatewayUrl`, set as the resolver of `<zone>` (names under it resolve by ENSIP-10 wildcard) and of
 * `addr.reverse` (primary names of addresses with no reverse record of their own). Returns its address.
 *
 * @example
 * await addEnsGateway({ rpcUrl, account, registry: ens.registry, signers: [gateway.address],
 *   gatewayUrl: 'http://127.0.0.1:3000/v1/ens/gateway' })
 */
export async function addEnsGateway(parameters: AddEnsGatewayParameters): Promise<Address> {
  const { rpcUrl, account, registry, gatewayUrl, signers, zone = 'portico.id' } = parameters
  const { deploy, claim } = await ensWriter(rpcUrl, account)
  const offchainResolver = await deploy('OffchainResolver', [gatewayUrl, signers])
  await claim(registry, zone, offchainResolver)
  await claim(registry, 'addr.reverse', offchainResolver)
  return offchainResolver
}
