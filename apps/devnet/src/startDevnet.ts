import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type DevnetChain, devnetChains, devnetMnemonic, unlistedDevnetChain } from './chains'
import { devnetSeed } from './devnetSeed'
import { DevnetChainNotSupportedError, DevnetOptionsError } from './errors'
import { type DevnetAccount, getDevnetAccounts } from './getDevnetAccounts'
import { type DevnetContracts, getDevnetContracts } from './getDevnetContracts'
import { readGenesisTimestamp } from './readGenesisTimestamp'
import { type SeedDevnetChainReturnType, seedDevnetChain } from './seedDevnetChain'
import { setAnvilWallClock } from './setAnvilWallClock'
import { type StartAnvilReturnType, startAnvil } from './startAnvil'

/** Parameters of {@link startDevnet}. */
export type StartDevnetParameters = {
  /** Chain ids to run (default `[31337, 31338]`; 31339 is allowed too). */
  chains?: number[] | undefined
  /** Port per chain id (default: the chain's `defaultPort`); 0 picks a free port. */
  ports?: Record<number, number> | undefined
  /** Folder for `<chainId>.json` anvil state: loaded at start, dumped on stop; seeding is skipped when present. */
  stateDir?: string | undefined
  /** Interface to listen on (default 127.0.0.1). */
  host?: string | undefined
  /** More anvil flags for every chain, e.g. `['--steps-tracing']`. */
  anvilArgs?: readonly string[] | undefined
  /**
   * Timestamp of block 0, in seconds. Default: when restoring from `stateDir`, the state's own,
   * so block 0 keeps its hash across restarts (anvil alone re-creates it with the current time);
   * else the start time. Later blocks follow the wall clock either way.
   */
  genesisTimestamp?: number | undefined
}

/** One running devnet chain. */
export type RunningDevnetChain = {
  id: number
  name: string
  caipNetworkId: `eip155:${number}`
  rpcUrl: string
  wsUrl: string
}

/** Return type of {@link startDevnet}. */
export type StartDevnetReturnType = {
  chains: RunningDevnetChain[]
  mnemonic: string
  /** The first 10 accounts of the mnemonic (10000 ETH and the seeded tokens each). */
  accounts: DevnetAccount[]
  /** Seeded contract addresses per chain id. */
  contracts: Record<number, DevnetContracts>
  /** Stops every chain (SIGINT, so state is dumped) and resolves once all have exited. */
  stop: () => Promise<void>
  /** How each node that exited without `stop()` ended (code and last output); empty while all run. */
  failures: () => string[]
}

const genesisArgs = [
  ...['--accounts', String(devnetSeed.fundedAccounts)],
  ...['--balance', String(devnetSeed.etherBalance / 10n ** 18n)],
]
const knownChains: readonly DevnetChain[] = [...devnetChains, unlistedDevnetChain]

function validate(parameters: StartDevnetParameters): { chain: DevnetChain; port: number }[] {
  const ids = parameters.chains ?? devnetChains.map((chain) => chain.id)
  if (!Array.isArray(ids) || ids.length === 0)
    throw new DevnetOptionsError('`chains` must be a non-empty array of chain ids.')
  if (new Set(ids).size !== ids.length)
    throw new DevnetOptionsError(`\`chains\` lists a chain twice: ${ids.join(', ')}.`)
  const chosen = ids.map((id) => {
    const chain = knownChains.find((known) => known.id === id)
    if (!chain)
      throw new DevnetChainNotSupportedError(
        id,
        knownChains.map((known) => known.id),
      )
    const port = parameters.ports?.[id] ?? chain.defaultPort
    if (!Number.isInteger(port) || port < 0 || port > 65_535)
      throw new DevnetOptionsError(`Port for chain ${id} must be an integer 0…65535, got ${port}.`)
    return { chain, port }
  })
  const genesis = parameters.genesisTimestamp
  if (genesis !== undefined && (!Number.isSafeInteger(genesis) || genesis < 0))
    throw new DevnetOptionsError(`\`genesisTimestamp\` must be seconds ≥ 0, got ${genesis}.`)
  const fixed = chosen.map((c) => c.port).filter((port) => port !== 0)
  if (new Set(fixed).size !== fixed.length)
    throw new DevnetOptionsError(`Two chains share a port: ${fixed.join(', ')}.`)
  return chosen
}

/**
 * Starts the local EVM chains (anvil) in parallel and seeds each one deterministically: tokens
 * pUSD/PTK/PTS, WETH9, Uniswap V2 with PTK/pUSD and WETH/pUSD pools, Multicall3, EntryPoint v0.7
 * and SimpleAccountFactory. Restored from `stateDir`, block 0 keeps its hash (its timestamp is
 * read from the state). The processes end with `stop()` or when this process exits.
 *
 * @example
 * const devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
 * console.log(devnet.chains[0].rpcUrl, devnet.contracts[31337].pUSD)
 * await devnet.stop()
 */
export async function startDevnet(
  parameters: StartDevnetParameters = {},
): Promise<StartDevnetReturnType> {
  const chosen = validate(parameters)
  const host = parameters.host ?? '127.0.0.1'
  const stateDir = parameters.stateDir ? resolve(parameters.stateDir) : undefined
  if (stateDir) mkdirSync(stateDir, { recursive: true })

  const genesis = chosen.map(({ chain }) => {
    const statePath = stateDir ? join(stateDir, `${chain.id}.json`) : undefined
    const timestamp =
      parameters.genesisTimestamp ?? (statePath ? readGenesisTimestamp({ statePath }) : undefined)
    return { statePath, timestamp }
  })
  const starting = chosen.map(({ chain, port }, index) => {
    const { statePath, timestamp } = genesis[index] as (typeof genesis)[number]
    const genesisTime = timestamp === undefined ? [] : ['--timestamp', String(timestamp)]
    return startAnvil({
      chainId: chain.id,
      port,
      host,
      mnemonic: devnetMnemonic,
      statePath,
      extraArgs: [...genesisArgs, ...genesisTime, ...(parameters.anvilArgs ?? [])],
    })
  })
  // While anvil boots in its own processes, compute addresses and keys (CPU-bound, ~0.2 s).
  const settled = Promise.allSettled(starting)
  let prepared: unknown
  try {
    getDevnetContracts()
  } catch (error) {
    prepared = error
  }
  const results = await settled
  const nodes = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()))
  }
  const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
  if (rejected || prepared) {
    await stop()
    throw rejected ? rejected.reason : prepared
  }

  let seeds: SeedDevnetChainReturnType[]
  try {
    await Promise.all(
      nodes.map(async (node, index) => {
        if (genesis[index]?.timestamp !== undefined)
          await setAnvilWallClock({ rpcUrl: node.rpcUrl })
      }),
    )
    seeds = await Promise.all(nodes.map((node) => seedDevnetChain({ rpcUrl: node.rpcUrl })))
  } catch (error) {
    await stop()
    throw error
  }

  return {
    chains: chosen.map(({ chain }, index) => {
      const node = nodes[index] as StartAnvilReturnType
      return {
        id: chain.id,
        name: chain.name,
        caipNetworkId: chain.caipNetworkId,
        rpcUrl: node.rpcUrl,
        wsUrl: node.wsUrl,
      }
    }),
    mnemonic: devnetMnemonic,
    accounts: getDevnetAccounts({ count: 10 }),
    contracts: Object.fromEntries(
      chosen.map(({ chain }, i) => [chain.id, (seeds[i] as SeedDevnetChainReturnType).contracts]),
    ),
    stop,
    failures: () => nodes.flatMap((node) => node.exitedOnItsOwn() ?? []),
  }
}
