import { existsSync, readFileSync } from 'node:fs'

/** Parameters of {@link readGenesisTimestamp}. */
export type ReadGenesisTimestampParameters = {
  /** An anvil `--state` file (JSON, as anvil dumps it). */
  statePath: string
}

/** Block 0's timestamp in seconds, or `undefined` (no file, or none that can be read). */
export type ReadGenesisTimestampReturnType = number | undefined

type StateFile = { blocks?: { header?: { number?: unknown; timestamp?: unknown } }[] }

/**
 * Reads the timestamp of block 0 from an anvil state file. anvil re-creates block 0 when it
 * loads a state, stamped with the current time, so its hash changes and block 1 names a parent
 * that no longer exists; started with this timestamp (`--timestamp`), block 0 keeps its hash.
 * The file keeps every block 0 anvil made: the oldest is the chain's own.
 *
 * @example
 * const genesis = readGenesisTimestamp({ statePath: '.portico/devnet/31337.json' })
 */
export function readGenesisTimestamp(
  parameters: ReadGenesisTimestampParameters,
): ReadGenesisTimestampReturnType {
  if (!existsSync(parameters.statePath)) return undefined
  let state: StateFile
  try {
    state = JSON.parse(readFileSync(parameters.statePath, 'utf8')) as StateFile
  } catch {
    return undefined
  }
  const stamps = (Array.isArray(state.blocks) ? state.blocks : []).flatMap(({ header }) => {
    if (typeof header?.number !== 'string' || BigInt(header.number) !== 0n) return []
    return typeof header.timestamp === 'string' ? [Number(BigInt(header.timestamp))] : []
  })
  return stamps.length > 0 ? Math.min(...stamps) : undefined
}
