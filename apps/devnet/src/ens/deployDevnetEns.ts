import { type Address, createTestClient, type Hex, http, parseEther, toHex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { addEnsGateway, type DeployEnsReturnType, deployEns } from './deployEns'

/** Devnet accounts ENS uses: the gateway's signer and the deployer (never the e2e's accounts). */
const GATEWAY_SIGNER_INDEX = 18
const DEPLOYER_INDEX = 19
/** The devnet account that owns {@link devnetEnsName} (no e2e spec uses it otherwise). */
const ENS_NAME_INDEX = 17

/**
 * The `.eth` name the devnet registers for account 17, with an avatar and its reverse records: its
 * Ethereum one (`addr.reverse`, coin type 60: the primary name on the ENS chain 31337) and its
 * ENSIP-19 default one (`default.reverse`: the primary name on every other EVM chain, e.g. 31338).
 */
export const devnetEnsName = {
  name: 'devnet.eth',
  /** A small inline SVG (nothing to fetch from any host). */
  avatar:
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='16' fill='%235b6cff'/%3E%3C/svg%3E",
  /** The account of the devnet mnemonic it belongs to. */
  accountIndex: ENS_NAME_INDEX,
} as const

/**
 * The private key the devnet's ENS gateway signs with: account 18 of the devnet mnemonic (a public
 * test key, for the devnet only; a real deployment sets its own `PORTICO_ENS_GATEWAY_KEY`).
 *
 * @example
 * loadConfig({ PORTICO_ENS_GATEWAY_KEY: devnetEnsGatewayKey(devnetMnemonic), … })
 */
export function devnetEnsGatewayKey(mnemonic: string): Hex {
  const key = mnemonicToAccount(mnemonic, { addressIndex: GATEWAY_SIGNER_INDEX }).getHdKey()
    .privateKey
  if (!key) throw new Error('The devnet mnemonic gave no key')
  return toHex(key)
}

/** Parameters of {@link deployDevnetEns}. */
export type DeployDevnetEnsParameters = {
  rpcUrl: string
  mnemonic: string
  /** Portico's names through the server's CCIP-Read gateway; none: add it later with {@link addDevnetEnsGateway}. */
  gateway?: Omit<AddDevnetEnsGatewayParameters, 'rpcUrl' | 'mnemonic' | 'registry'> | undefined
}

/**
 * {@link deployEns} from devnet account 19 (funded here with `anvil_setBalance`), with
 * {@link devnetEnsName} registered for account 17 (its reverse record set): what `npm start` and
 * the e2e stack run before the server starts, so the server is told the universal resolver.
 *
 * @example
 * const ens = await deployDevnetEns({ rpcUrl, mnemonic })
 */
export async function deployDevnetEns(
  parameters: DeployDevnetEnsParameters,
): Promise<DeployEnsReturnType> {
  const { rpcUrl, mnemonic, gateway } = parameters
  const account = mnemonicToAccount(mnemonic, { addressIndex: DEPLOYER_INDEX })
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address: account.address,
    value: parseEther('100'),
  })
  const owner = mnemonicToAccount(mnemonic, { addressIndex: ENS_NAME_INDEX }).address
  const ens = await deployEns({
    rpcUrl,
    account,
    ethNames: [
      {
        label: 'devnet',
        address: owner,
        avatar: devnetEnsName.avatar,
        primaryFor: [60n, 0x80000000n],
      },
    ],
  })
  if (!gateway) return ens
  const offchainResolver = await addDevnetEnsGateway({
    rpcUrl,
    mnemonic,
    registry: ens.registry,
    ...gateway,
  })
  return { ...ens, offchainResolver }
}

/** Parameters of {@link addDevnetEnsGateway}. */
export type AddDevnetEnsGatewayParameters = {
  rpcUrl: string
  mnemonic: string
  /** The registry {@link deployDevnetEns} deployed. */
  registry: Address
  /** The server's CCIP-Read gateway, e.g. `http://127.0.0.1:3000/v1/ens/gateway`. */
  gatewayUrl: string
  /** The key the gateway signs with (its address is the resolver's trusted signer). */
  gatewayKey: Hex
  zone?: string | undefined
}

/**
 * {@link addEnsGateway} from devnet account 19, trusting the gateway key's address: what `npm start`
 * and the e2e stack run once the server listens. Returns the offchain resolver's address.
 *
 * @example
 * await addDevnetEnsGateway({ rpcUrl, mnemonic, registry: ens.registry, gatewayUrl, gatewayKey })
 */
export async function addDevnetEnsGateway(
  parameters: AddDevnetEnsGatewayParameters,
): Promise<Address> {
  const { rpcUrl, mnemonic, registry, gatewayUrl, gatewayKey, zone } = parameters
  return addEnsGateway({
    rpcUrl,
    account: mnemonicToAccount(mnemonic, { addressIndex: DEPLOYER_INDEX }),
    registry,
    gatewayUrl,
    signers: [privateKeyToAccount(gatewayKey).address],
    zone,
  })
}
