import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  http,
  parseEther,
  webSocket,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readDevnetBytecode } from '../src/artifacts'
import {
  devnetSeed,
  devnetTokens,
  multicall3Abi,
  type StartDevnetReturnType,
  startDevnet,
  uniswapV2PairAbi,
  uniswapV2RouterAbi,
} from '../src/index'

let devnet: StartDevnetReturnType
let startMs = 0

beforeAll(async () => {
  const started = performance.now()
  devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
  startMs = performance.now() - started
})
afterAll(() => devnet?.stop())

function client(chainId: number) {
  const running = devnet.chains.find((c) => c.id === chainId)
  if (!running) throw new Error(`chain ${chainId} not running`)
  const chain = defineChain({
    id: running.id,
    name: running.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [running.rpcUrl], webSocket: [running.wsUrl] } },
    contracts: { multicall3: { address: devnet.contracts[chainId]?.multicall3 as Address } },
  })
  return createPublicClient({ chain, transport: http(running.rpcUrl) })
}

describe('startDevnet', () => {
  test('reports both chains, ten accounts and the mnemonic', () => {
    console.log(`devnet started and seeded (2 chains) in ${Math.round(startMs)} ms`)
    expect(devnet.chains.map((c) => [c.id, c.name, c.caipNetworkId])).toEqual([
      [31337, 'Portico Devnet', 'eip155:31337'],
      [31338, 'Portico Devnet 2', 'eip155:31338'],
    ])
    expect(devnet.accounts).toHaveLength(devnetSeed.fundedAccounts)
    expect(devnet.mnemonic).toBe('test test test test test test test test test test test junk')
    expect(devnet.contracts[31337]).toEqual(devnet.contracts[31338])
  })

  test.each([31337, 31338])('chain %i answers its chain id over HTTP and WebSocket', async (id) => {
    expect(await client(id).getChainId()).toBe(id)
    const running = devnet.chains.find((c) => c.id === id)
    const ws = createPublicClient({ transport: webSocket(running?.wsUrl) })
    expect(await ws.getChainId()).toBe(id)
    await ws.transport.getRpcClient().then((rpc) => rpc.close())
  })

  test.each([31337, 31338])('chain %i: funded accounts hold ether and tokens', async (id) => {
    const chain = client(id)
    const contracts = devnet.contracts[id]
    if (!contracts) throw new Error('no contracts')
    for (const account of devnet.accounts) {
      // Seeding never spends from the funded accounts, so their genesis balance is intact.
      expect(await chain.getBalance({ address: account.address })).toBe(devnetSeed.etherBalance)
      for (const symbol of ['pUSD', 'PTK', 'PTS'] as const) {
        const balance = await chain.readContract({
          address: contracts[symbol],
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        })
        expect(balance).toBe(devnetSeed.balances[symbol])
      }
    }
  })

  test('tokens have their names, symbols and decimals', async () => {
    const chain = client(31337)
    const contracts = devnet.contracts[31337]
    if (!contracts) throw new Error('no contracts')
    for (const token of Object.values(devnetTokens)) {
      const address = contracts[token.symbol]
      const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
        chain.readContract({ address, abi: erc20Abi, functionName })
      expect(await read('name')).toBe(token.name)
      expect(await read('symbol')).toBe(token.symbol)
      expect(await read('decimals')).toBe(token.decimals)
    }
  })

  test('pools hold the seeded reserves, giving 1 ETH ≈ 3000 pUSD and 1 PTK ≈ 2.5 pUSD', async () => {
    const chain = client(31338)
    const contracts = devnet.contracts[31338]
    if (!contracts) throw new Error('no contracts')
    const reserves = async (pool: Address, token: Address) => {
      const [r0, r1] = await chain.readContract({
        address: pool,
        abi: uniswapV2PairAbi,
        functionName: 'getReserves',
      })
      const token0 = await chain.readContract({
        address: pool,
        abi: uniswapV2PairAbi,
        functionName: 'token0',
      })
      return token0 === token ? [r0, r1] : [r1, r0]
    }
    const { PTK_pUSD, WETH_pUSD } = devnetSeed.pools
    expect(await reserves(contracts.pools.PTK_pUSD, contracts.PTK)).toEqual([
      PTK_pUSD.PTK,
      PTK_pUSD.pUSD,
    ])
    expect(await reserves(contracts.pools.WETH_pUSD, contracts.weth)).toEqual([
      WETH_pUSD.WETH,
      WETH_pUSD.pUSD,
    ])
    // Prices as a caller derives them: reserve ratio, scaled by decimals.
    const ethPrice = (WETH_pUSD.pUSD * 10n ** 18n) / WETH_pUSD.WETH / 10n ** 6n
    const ptkCents = (PTK_pUSD.pUSD * 10n ** 18n * 100n) / PTK_pUSD.PTK / 10n ** 6n
    expect([ethPrice, ptkCents]).toEqual([3000n, 250n])
    // Router quotes from the pools (0.3% fee and price impact make it a little under 3000).
    const [, out] = await chain.readContract({
      address: contracts.uniswapV2Router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [contracts.weth, contracts.pUSD]],
    })
    expect(out).toBeGreaterThan((ethPrice * 10n ** 6n * 96n) / 100n)
    expect(out).toBeLessThan(ethPrice * 10n ** 6n)
  })

  test('a swap through Router02 works (isolated by snapshot/revert)', async () => {
    const id = 31337
    const chain = client(id)
    const contracts = devnet.contracts[id]
    const trader = devnet.accounts[3]
    if (!contracts || !trader) throw new Error('missing')
    const rpcUrl = devnet.chains.find((c) => c.id === id)?.rpcUrl
    const snapshot = await chain.request({ method: 'evm_snapshot' as 'eth_chainId' })
    try {
      const wallet = createWalletClient({
        account: privateKeyToAccount(trader.privateKey),
        chain: chain.chain,
        transport: http(rpcUrl),
      })
      const amountIn = devnetSeed.balances.PTK / 10n
      await chain.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address: contracts.PTK,
          abi: erc20Abi,
          functionName: 'approve',
          args: [contracts.uniswapV2Router, amountIn],
        }),
      })
      const [, quoted] = await chain.readContract({
        address: contracts.uniswapV2Router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, [contracts.PTK, contracts.pUSD]],
      })
      const receipt = await chain.waitForTransactionReceipt({
        hash: await wallet.writeContract({
          address: contracts.uniswapV2Router,
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactTokensForTokens',
          args: [amountIn, 0n, [contracts.PTK, contracts.pUSD], trader.address, 2n ** 40n],
          // Uniswap V2's estimate can fall short when it runs in the same second as the pair's
          // last update (the price accumulators are then not written): leave a margin.
          gas: 300_000n,
        }),
      })
      expect(receipt.status).toBe('success')
      const pUSD = await chain.readContract({
        address: contracts.pUSD,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [trader.address],
      })
      expect(pUSD).toBe(devnetSeed.balances.pUSD + (quoted ?? 0n))
    } finally {
      await chain.request({ method: 'evm_revert' as 'eth_chainId', params: [snapshot] as never })
    }
  })

  test('Multicall3 answers getEthBalance, aggregate3 and viem multicall', async () => {
    const chain = client(31337)
    const contracts = devnet.contracts[31337]
    const [first, second] = devnet.accounts
    if (!contracts || !first || !second) throw new Error('missing')
    const balance = await chain.readContract({
      address: contracts.multicall3,
      abi: multicall3Abi,
      functionName: 'getEthBalance',
      args: [first.address],
    })
    expect(balance).toBe(await chain.getBalance({ address: first.address }))
    const block = await chain.readContract({
      address: contracts.multicall3,
      abi: multicall3Abi,
      functionName: 'getBlockNumber',
    })
    expect(block).toBe(await chain.getBlockNumber())
    const results = await chain.multicall({
      allowFailure: false,
      contracts: [
        {
          address: contracts.pUSD,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [second.address],
        },
        { address: contracts.PTK, abi: erc20Abi, functionName: 'symbol' },
        { address: contracts.multicall3, abi: multicall3Abi, functionName: 'getChainId' },
      ],
    })
    expect(results).toEqual([devnetSeed.balances.pUSD, 'PTK', 31337n])
    const code = await chain.getCode({ address: contracts.multicall3 })
    expect(code).toBe(readDevnetBytecode().multicall3Runtime)
  })

  test('EntryPoint v0.7 and SimpleAccountFactory are deployed at the official addresses', async () => {
    const chain = client(31338)
    const contracts = devnet.contracts[31338]
    if (!contracts) throw new Error('no contracts')
    expect(contracts.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
    expect(contracts.simpleAccountFactory).toBe('0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985')
    expect((await chain.getCode({ address: contracts.entryPoint }))?.length).toBeGreaterThan(2)
    const factoryAbi = [
      {
        type: 'function',
        name: 'accountImplementation',
        stateMutability: 'view',
        inputs: [],
        outputs: [{ type: 'address' }],
      },
    ] as const
    const implementation = await chain.readContract({
      address: contracts.simpleAccountFactory,
      abi: factoryAbi,
      functionName: 'accountImplementation',
    })
    const entryPointOf = [
      {
        type: 'function',
        name: 'entryPoint',
        stateMutability: 'view',
        inputs: [],
        outputs: [{ type: 'address' }],
      },
    ] as const
    expect(
      await chain.readContract({
        address: implementation,
        abi: entryPointOf,
        functionName: 'entryPoint',
      }),
    ).toBe(contracts.entryPoint)
  })
  test("Solady's ERC4337Factory is deployed over the SoladyAccount implementation, which answers to EntryPoint v0.7 and is locked", async () => {
    const chain = client(31337)
    const contracts = devnet.contracts[31337]
    if (!contracts) throw new Error('no contracts')
    const abi = [
      {
        type: 'function',
        name: 'implementation',
        stateMutability: 'view',
        inputs: [],
        outputs: [{ type: 'address' }],
      },
      {
        type: 'function',
        name: 'entryPoint',
        stateMutability: 'view',
        inputs: [],
        outputs: [{ type: 'address' }],
      },
      {
        type: 'function',
        name: 'owner',
        stateMutability: 'view',
        inputs: [],
        outputs: [{ type: 'address' }],
      },
    ] as const
    const implementation = await chain.readContract({
      address: contracts.soladyAccountFactory,
      abi,
      functionName: 'implementation',
    })
    expect(implementation).toBe(contracts.soladyAccount)
    expect(
      await chain.readContract({ address: implementation, abi, functionName: 'entryPoint' }),
    ).toBe(contracts.entryPoint)
    // Solady's constructor gives the implementation itself the owner address(1): nobody can take it.
    expect(await chain.readContract({ address: implementation, abi, functionName: 'owner' })).toBe(
      '0x0000000000000000000000000000000000000001',
    )
  })
})
