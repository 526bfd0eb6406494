import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  type Account,
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  type Hex,
  http,
  parseAbi,
  parseEther,
  zeroAddress,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { devnetFarcasterCustodyIndex } from '../chains'

/** Farcaster's ID registry address on OP Mainnet: `@farcaster/auth-client` reads `idOf` there. */
export const farcasterIdRegistryAddress: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** The devnet registry's functions (the real `IdRegistry`'s signatures). */
export const farcasterIdRegistryAbi = parseAbi([
  'function idOf(address owner) view returns (uint256 fid)',
  'function custodyOf(uint256 fid) view returns (address owner)',
  'function idCounter() view returns (uint256)',
  'function register(address to, address recovery) returns (uint256 fid)',
  'event Register(address indexed to, uint256 indexed id, address recovery)',
])

const FARCASTER_CUSTODY_INDEX = devnetFarcasterCustodyIndex

const runtime = (): Hex => {
  const path = fileURLToPath(new URL('../../artifacts/FarcasterIdRegistry.json', import.meta.url))
  const code = (JSON.parse(readFileSync(path, 'utf8')) as { deployedBytecode: string })
    .deployedBytecode
  return (code.startsWith('0x') ? code : `0x${code}`) as Hex
}

/**
 * Places the devnet's ID registry (`contracts/FarcasterIdRegistry.sol`: the real registry's
 * `idOf`, `custodyOf`, `register`) at Farcaster's registry address with `anvil_setCode`, unless it
 * is there already (its FIDs stay).
 *
 * @example
 * await deployFarcasterIdRegistry({ rpcUrl })
 */
export async function deployFarcasterIdRegistry(parameters: { rpcUrl: string }): Promise<Address> {
  const transport = http(parameters.rpcUrl)
  const code = runtime()
  const current = await createPublicClient({ transport }).getCode({
    address: farcasterIdRegistryAddress,
  })
  if (current?.toLowerCase() !== code.toLowerCase())
    await createTestClient({ mode: 'anvil', transport }).setCode({
      address: farcasterIdRegistryAddress,
      bytecode: code,
    })
  return farcasterIdRegistryAddress
}

/**
 * Registers an FID for `account` on the devnet registry (funding it for gas with
 * `anvil_setBalance` when it has nothing), or answers the one it already has.
 *
 * @example
 * const fid = await registerFarcasterId({ rpcUrl, account: privateKeyToAccount(key) })
 */
export async function registerFarcasterId(parameters: {
  rpcUrl: string
  account: Account
}): Promise<bigint> {
  const { rpcUrl, account } = parameters
  const transport = http(rpcUrl)
  const reader = createPublicClient({ transport })
  const read = () =>
    reader.readContract({
      address: farcasterIdRegistryAddress,
      abi: farcasterIdRegistryAbi,
      functionName: 'idOf',
      args: [account.address],
    })
  const known = await read()
  if (known !== 0n) return known
  if ((await reader.getBalance({ address: account.address })) < parseEther('0.1'))
    await createTestClient({ mode: 'anvil', transport }).setBalance({
      address: account.address,
      value: parseEther('1'),
    })
  const hash = await createWalletClient({ account, transport }).writeContract({
    chain: null,
    address: farcasterIdRegistryAddress,
    abi: farcasterIdRegistryAbi,
    functionName: 'register',
    args: [account.address, zeroAddress],
  })
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error('Registering the devnet FID failed')
  return read()
}

/**
 * What `npm start` and the e2e stack run: the registry on the chain, and the devnet's Farcaster
 * account (custody key: account 16 of the mnemonic) registered. The test wallet holds that key.
 *
 * @example
 * const { fid, custody } = await deployDevnetFarcaster({ rpcUrl, mnemonic })
 */
export async function deployDevnetFarcaster(parameters: { rpcUrl: string; mnemonic: string }) {
  const idRegistry = await deployFarcasterIdRegistry(parameters)
  const account = mnemonicToAccount(parameters.mnemonic, {
    addressIndex: FARCASTER_CUSTODY_INDEX,
  })
  const fid = await registerFarcasterId({ rpcUrl: parameters.rpcUrl, account })
  return { idRegistry, fid, custody: account.address }
}
