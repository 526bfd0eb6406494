import { createTestClient, type Hex, http, parseEther, toHex } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { type DeployEnsReturnType, deployEns } from './deployEns'

/** Devnet accounts ENS uses: the gateway's signer and the deployer (never the e2e's accounts). */
const GATEWAY_SIGNER_INDEX = 18
const DEPLOYER_INDEX = 19

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
  /** The server's CCIP-Read gateway, e.g. `http://127.0.0.1:3000/v1/ens/gateway`. */
  gatewayUrl: string
  /** The key the gateway signs with (its address is the resolver's trusted signer). */
  gatewayKey: Hex
  zone?: string | undefined
}

/**
 * {@link deployEns} from devnet account 19 (funded here with `anvil_setBalance`), trusting the
 * gateway key's address: what `npm start` and the e2e stack run once the server listens.
 *
 * @example
 * const ens = await deployDevnetEns({ rpcUrl, mnemonic, gatewayUrl, gatewayKey })
 */
export async function deployDevnetEns(
  parameters: DeployDevnetEnsParameters,
): Promise<DeployEnsReturnType> {
  const { rpcUrl, mnemonic, gatewayUrl, gatewayKey, zone } = parameters
  const account = mnemonicToAccount(mnemonic, { addressIndex: DEPLOYER_INDEX })
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address: account.address,
    value: parseEther('100'),
  })
  return deployEns({
    rpcUrl,
    account,
    gatewayUrl,
    signers: [privateKeyToAccount(gatewayKey).address],
    zone,
  })
}
