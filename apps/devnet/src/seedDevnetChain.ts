import {
  type Address,
  concat,
  createTestClient,
  encodeFunctionData,
  type Hex,
  http,
  publicActions,
  walletActions,
} from 'viem'
import {
  devnetTokenAbi,
  multicall3Abi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  weth9Abi,
} from './abis'
import { readDevnetBytecode } from './artifacts'
import { devnetSeed } from './devnetSeed'
import { DevnetSeedError } from './errors'
import { getDevnetAccounts } from './getDevnetAccounts'
import {
  create2Deployer,
  type DevnetContracts,
  getDevnetContracts,
  getDevnetDeployments,
} from './getDevnetContracts'

/** Parameters of {@link seedDevnetChain}. */
export type SeedDevnetChainParameters = {
  /** HTTP JSON-RPC URL of an anvil node (anvil_* methods are used). */
  rpcUrl: string
}

/** Return type of {@link seedDevnetChain}. */
export type SeedDevnetChainReturnType = {
  /** false when the chain already held the seed (state loaded from a `stateDir`). */
  seeded: boolean
  contracts: DevnetContracts
}

type Call = { target: Address; value: bigint; callData: Hex }

function call(target: Address, callData: Hex, value = 0n): Call {
  return { target, value, callData }
}

/**
 * Seeds one anvil chain, deterministically: Multicall3 code at its canonical address, the three
 * ERC-20s, WETH9, Uniswap V2 factory and Router02, EntryPoint v0.7, SimpleAccountFactory
 * and the embedded wallet's smart account (Solady's ERC4337 and ERC4337Factory)
 * (all through the CREATE2 deployer), token balances for accounts 0…9, and two funded pools.
 * Does nothing when the seed is already there.
 *
 * @example
 * const { contracts } = await seedDevnetChain({ rpcUrl: 'http://127.0.0.1:8545' })
 */
export async function seedDevnetChain(
  parameters: SeedDevnetChainParameters,
): Promise<SeedDevnetChainReturnType> {
  const client = seedClient(parameters.rpcUrl)
  const contracts = getDevnetContracts()
  const deployments = getDevnetDeployments()
  const code = readDevnetBytecode()
  const expected = [contracts.multicall3, ...deployments.map((d) => d.address)]
  expected.push(contracts.pools.PTK_pUSD, contracts.pools.WETH_pUSD)
  const present = await Promise.all(
    expected.map(async (address) => ((await client.getCode({ address })) ?? '0x') !== '0x'),
  )
  if (present.every(Boolean)) return { seeded: false, contracts }
  const missingDeployments = deployments.filter((_, index) => !present[index + 1])
  if (present.at(-1) && present.at(-2) && present[0]) {
    // A state seeded by an older devnet: add the contracts it lacks (e.g. a new factory).
    await deployMissing(client, missingDeployments)
    return { seeded: true, contracts }
  }
  if (present.at(-1) || present.at(-2))
    throw new DevnetSeedError(
      'The chain holds Uniswap pools but not the full seed; use a new state.',
    )

  const accounts = getDevnetAccounts({ count: devnetSeed.deployerIndex + 1 })
  const deployer = accounts[devnetSeed.deployerIndex]?.address
  if (!deployer) throw new DevnetSeedError('No deployer account')
  const funded = accounts.slice(0, devnetSeed.fundedAccounts)
  const { pools } = devnetSeed

  await client.setCode({ address: contracts.multicall3, bytecode: code.multicall3Runtime })
  await client.impersonateAccount({ address: deployer })
  await client.setBalance({ address: deployer, value: pools.WETH_pUSD.WETH + 10n ** 24n })
  const hashes: Hex[] = []
  try {
    for (const [index, deployment] of deployments.entries()) {
      if (present[index + 1]) continue
      const data = concat([deployment.salt, deployment.initCode])
      hashes.push(
        await client.sendTransaction({ account: deployer, chain: null, to: create2Deployer, data }),
      )
    }

    const mint = (to: Address, amount: bigint) =>
      encodeFunctionData({ abi: devnetTokenAbi, functionName: 'mint', args: [to, amount] })
    const calls: Call[] = []
    for (const account of funded) {
      calls.push(call(contracts.pUSD, mint(account.address, devnetSeed.balances.pUSD)))
      calls.push(call(contracts.PTK, mint(account.address, devnetSeed.balances.PTK)))
      calls.push(call(contracts.PTS, mint(account.address, devnetSeed.balances.PTS)))
    }
    const createPair = (a: Address, b: Address) =>
      encodeFunctionData({ abi: uniswapV2FactoryAbi, functionName: 'createPair', args: [a, b] })
    const pairMint = encodeFunctionData({
      abi: uniswapV2PairAbi,
      functionName: 'mint',
      args: [deployer],
    })
    // Pools are funded by sending both tokens to the pair and calling mint (what Router02 does).
    calls.push(
      call(contracts.uniswapV2Factory, createPair(contracts.PTK, contracts.pUSD)),
      call(contracts.PTK, mint(contracts.pools.PTK_pUSD, pools.PTK_pUSD.PTK)),
      call(contracts.pUSD, mint(contracts.pools.PTK_pUSD, pools.PTK_pUSD.pUSD)),
      call(contracts.pools.PTK_pUSD, pairMint),
      call(contracts.uniswapV2Factory, createPair(contracts.weth, contracts.pUSD)),
      call(
        contracts.weth,
        encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
        pools.WETH_pUSD.WETH,
      ),
      call(
        contracts.weth,
        encodeFunctionData({
          abi: weth9Abi,
          functionName: 'transfer',
          args: [contracts.pools.WETH_pUSD, pools.WETH_pUSD.WETH],
        }),
      ),
      call(contracts.pUSD, mint(contracts.pools.WETH_pUSD, pools.WETH_pUSD.pUSD)),
      call(contracts.pools.WETH_pUSD, pairMint),
    )
    hashes.push(
      await client.sendTransaction({
        account: deployer,
        chain: null,
        to: contracts.multicall3,
        value: pools.WETH_pUSD.WETH,
        data: encodeFunctionData({
          abi: multicall3Abi,
          functionName: 'aggregate3Value',
          args: [calls.map((c) => ({ ...c, allowFailure: false }))],
        }),
      }),
    )
    const receipts = await Promise.all(
      hashes.map((hash) => client.waitForTransactionReceipt({ hash, pollingInterval: 20 })),
    )
    const failed = receipts.find((receipt) => receipt.status !== 'success')
    if (failed) throw new DevnetSeedError(`Seeding transaction ${failed.transactionHash} reverted.`)
  } catch (error) {
    if (error instanceof DevnetSeedError) throw error
    throw new DevnetSeedError(error instanceof Error ? error.message : String(error), error)
  } finally {
    await client.stopImpersonatingAccount({ address: deployer })
  }
  const missing = []
  for (const address of expected)
    if (((await client.getCode({ address })) ?? '0x') === '0x') missing.push(address)
  if (missing.length > 0)
    throw new DevnetSeedError(`No code after seeding at ${missing.join(', ')}.`)
  return { seeded: true, contracts }
}

function seedClient(rpcUrl: string) {
  return createTestClient({ mode: 'anvil', transport: http(rpcUrl) })
    .extend(publicActions)
    .extend(walletActions)
}

/** Deploys the given CREATE2 deployments from the seed deployer (impersonated meanwhile). */
async function deployMissing(
  client: ReturnType<typeof seedClient>,
  missing: { salt: Hex; initCode: Hex }[],
): Promise<void> {
  const deployer = getDevnetAccounts({ count: devnetSeed.deployerIndex + 1 })[
    devnetSeed.deployerIndex
  ]?.address
  if (!deployer) throw new DevnetSeedError('No deployer account')
  await client.impersonateAccount({ address: deployer })
  try {
    for (const deployment of missing) {
      const data = concat([deployment.salt, deployment.initCode])
      const hash = await client.sendTransaction({
        account: deployer,
        chain: null,
        to: create2Deployer,
        data,
      })
      const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
      if (receipt.status !== 'success')
        throw new DevnetSeedError(`Seeding transaction ${hash} reverted.`)
    }
  } finally {
    await client.stopImpersonatingAccount({ address: deployer })
  }
}
