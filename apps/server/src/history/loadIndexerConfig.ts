import { isSolanaAddress } from '@portico/core'
import { parseCaipAddress, parseCaipNetworkId } from '@portico/core/caip'
import { InvalidConfigError } from '../errors'
import { parseServedChainId } from '../solana/parseServedChainId'

/** Settings of the history indexer (`PORTICO_INDEXER*` variables, docs/configuration.md). */
export type IndexerConfig = {
  /** Whether `createServer` starts the indexer (`PORTICO_INDEXER`, default on). */
  enabled: boolean
  /** Pause between two polls of a chain that is caught up, in milliseconds. */
  pollIntervalMs: number
  /** Blocks re-read on every poll to catch reorgs (the confirmations window). */
  confirmations: number
  /** Most blocks read in one step. */
  batchBlocks: number
  /**
   * First block per CAIP-2 id when a chain has no cursor yet. Chains not listed start at 0 when
   * their node is on this machine (devnet) and at `latest - backfillBlocks` otherwise.
   */
  startBlocks: Record<string, number>
  /** How far back a chain on a remote node starts when no start block is configured. */
  backfillBlocks: number
  /**
   * Etherscan v2 / Blockscout compatible API per CAIP-2 id (`…/api?chainid=1&apikey=…`): native
   * transfers of an account's backfill when the chain's node has no `trace_filter`.
   */
  explorerApis: Record<string, string>
  /** ERC-20 tokens flagged spam, as lower-case CAIP-10 ids (`eip155:1:0xabc…`). */
  spamTokens: string[]
  /** `GET /health` answers 503 when a chain's indexer is more blocks than this behind its node. */
  healthMaxLagBlocks: number
}

export type LoadIndexerConfigParameters = Record<string, string | undefined>
export type LoadIndexerConfigReturnType = IndexerConfig
export type LoadIndexerConfigErrorType = InvalidConfigError

/** The documented defaults. */
export const indexerConfigDefaults = {
  enabled: true,
  pollIntervalMs: 1000,
  confirmations: 12,
  batchBlocks: 100,
  backfillBlocks: 1000,
  healthMaxLagBlocks: 100,
} as const

function read(env: LoadIndexerConfigParameters, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function integer(env: LoadIndexerConfigParameters, name: string, min: number, max: number) {
  const value = read(env, name)
  if (value === undefined) return undefined
  const number = Number(value)
  if (!/^\d+$/.test(value) || number < min || number > max)
    throw new InvalidConfigError(name, `must be an integer from ${min} to ${max}`)
  return number
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

function parseStartBlocks(value: string | undefined): Record<string, number> {
  const name = 'PORTICO_INDEXER_START_BLOCKS'
  const startBlocks: Record<string, number> = {}
  for (const entry of list(value)) {
    const separator = entry.lastIndexOf('=')
    const caipNetworkId = entry.slice(0, Math.max(separator, 0)).trim()
    const block = entry.slice(separator + 1).trim()
    if (separator === -1 || !/^\d+$/.test(block) || !Number.isSafeInteger(Number(block)))
      throw new InvalidConfigError(name, `entry "${entry}" must be caipNetworkId=blockNumber`)
    try {
      parseCaipNetworkId(caipNetworkId)
    } catch {
      throw new InvalidConfigError(name, `has an invalid CAIP-2 network id: ${caipNetworkId}`)
    }
    startBlocks[caipNetworkId] = Number(block)
  }
  return startBlocks
}

function parseExplorerApis(value: string | undefined): Record<string, string> {
  const name = 'PORTICO_EXPLORER_API_URLS'
  const apis: Record<string, string> = {}
  for (const entry of list(value)) {
    const separator = entry.indexOf('=')
    const caipNetworkId = entry.slice(0, Math.max(separator, 0)).trim()
    const url = entry.slice(separator + 1).trim()
    if (separator === -1 || !caipNetworkId.startsWith('eip155:'))
      throw new InvalidConfigError(name, 'entries must be eip155:<chain id>=<https URL>')
    try {
      parseCaipNetworkId(caipNetworkId)
    } catch {
      throw new InvalidConfigError(name, `has an invalid CAIP-2 network id: ${caipNetworkId}`)
    }
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
      throw new InvalidConfigError(name, `the URL of ${caipNetworkId} must be http(s)`)
    if (apis[caipNetworkId] !== undefined)
      throw new InvalidConfigError(name, `lists ${caipNetworkId} twice`)
    apis[caipNetworkId] = url
  }
  return apis
}

function parseSpamTokens(value: string | undefined): string[] {
  return list(value).map((entry) => {
    // A Solana mint (`solana:<ref>:<base58 mint>`, case kept): flags it in the Solana history.
    const solana = /^(solana:[^:]*):([^:]*)$/.exec(entry)
    const served = solana === null ? undefined : parseServedChainId(solana[1] as string)
    if (served !== undefined && isSolanaAddress(solana?.[2]))
      return `${served.caipNetworkId}:${solana?.[2]}`
    try {
      const { caipNetworkId, address, namespace } = parseCaipAddress(entry)
      if (namespace !== 'eip155') throw new Error('not eip155')
      return `${caipNetworkId}:${address.toLowerCase()}`
    } catch {
      throw new InvalidConfigError(
        'PORTICO_SPAM_TOKENS',
        `has an entry that is not a CAIP-10 token address (eip155 or solana): ${entry}`,
      )
    }
  })
}

/**
 * Reads the history indexer's settings from environment variables, with the documented defaults:
 * `PORTICO_INDEXER` (`on`/`off`, default on), `PORTICO_INDEXER_POLL_MS` (1000),
 * `PORTICO_INDEXER_CONFIRMATIONS` (12), `PORTICO_INDEXER_BATCH_BLOCKS` (100),
 * `PORTICO_INDEXER_START_BLOCKS` (`eip155:1=19000000,…`), `PORTICO_INDEXER_BACKFILL_BLOCKS`
 * (1000), `PORTICO_EXPLORER_API_URLS` (`eip155:1=https://…,…`), `PORTICO_SPAM_TOKENS` (CAIP-10 list) and `PORTICO_HEALTH_MAX_LAG_BLOCKS` (100). Throws
 * {@link InvalidConfigError}.
 *
 * @example
 * loadIndexerConfig({ PORTICO_INDEXER: 'off' }).enabled // false
 */
export function loadIndexerConfig(env: LoadIndexerConfigParameters): LoadIndexerConfigReturnType {
  const switchValue = read(env, 'PORTICO_INDEXER')?.toLowerCase()
  if (switchValue !== undefined && switchValue !== 'on' && switchValue !== 'off')
    throw new InvalidConfigError('PORTICO_INDEXER', 'must be on or off')
  return {
    enabled: switchValue === undefined ? indexerConfigDefaults.enabled : switchValue === 'on',
    pollIntervalMs:
      integer(env, 'PORTICO_INDEXER_POLL_MS', 10, 3_600_000) ??
      indexerConfigDefaults.pollIntervalMs,
    confirmations:
      integer(env, 'PORTICO_INDEXER_CONFIRMATIONS', 1, 1000) ?? indexerConfigDefaults.confirmations,
    batchBlocks:
      integer(env, 'PORTICO_INDEXER_BATCH_BLOCKS', 1, 10_000) ?? indexerConfigDefaults.batchBlocks,
    startBlocks: parseStartBlocks(read(env, 'PORTICO_INDEXER_START_BLOCKS')),
    backfillBlocks:
      integer(env, 'PORTICO_INDEXER_BACKFILL_BLOCKS', 0, 100_000_000) ??
      indexerConfigDefaults.backfillBlocks,
    explorerApis: parseExplorerApis(read(env, 'PORTICO_EXPLORER_API_URLS')),
    spamTokens: parseSpamTokens(read(env, 'PORTICO_SPAM_TOKENS')),
    healthMaxLagBlocks:
      integer(env, 'PORTICO_HEALTH_MAX_LAG_BLOCKS', 0, 1_000_000_000) ??
      indexerConfigDefaults.healthMaxLagBlocks,
  }
}
