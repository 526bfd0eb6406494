/** 2^64: nodes read block numbers, indexes and counts as unsigned 64-bit integers. */
const u64Limit = 2n ** 64n

/** Where a method of the gateway takes a block (number, tag or hash) and a 64-bit quantity. */
const positions: Record<string, { blocks?: number[]; quantities?: number[] }> = {
  eth_feeHistory: { quantities: [0], blocks: [1] },
  eth_getBlockByNumber: { blocks: [0] },
  eth_getBlockReceipts: { blocks: [0] },
  eth_getBlockTransactionCountByNumber: { blocks: [0] },
  eth_getUncleCountByBlockNumber: { blocks: [0] },
  eth_getTransactionByBlockNumberAndIndex: { blocks: [0], quantities: [1] },
  eth_getTransactionByBlockHashAndIndex: { quantities: [1] },
  eth_getBalance: { blocks: [1] },
  eth_getCode: { blocks: [1] },
  eth_getTransactionCount: { blocks: [1] },
  eth_getStorageAt: { blocks: [2] },
  eth_getProof: { blocks: [2] },
  eth_call: { blocks: [1] },
  eth_estimateGas: { blocks: [1] },
}

/** A `0x` quantity at or past 2^64 (a 32-byte `0x` string in a block place is a block hash). */
function overflows(value: unknown, isBlock: boolean): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) >= 2 ** 64
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) return false
  if (isBlock && value.length === 66) return false
  return BigInt(value) >= u64Limit
}

export type CheckEvmParamsParameters = { method: string; params: unknown }
/** Why the params are refused, or `undefined` when they may go to the node. */
export type CheckEvmParamsReturnType = string | undefined

/**
 * Refuses an EVM read whose block number, index or count does not fit in 64 bits, before it
 * reaches the node: every node refuses such a value (geth: `hex number > 64 bits`), and some
 * crash on it — anvil 1.7 aborts the whole process on `eth_feeHistory` with a block count of
 * 2^64, so one request through the gateway would take the chain down for every caller.
 *
 * @example
 * checkEvmParams({ method: 'eth_feeHistory', params: ['0x10000000000000000', 'latest', []] })
 * // 'Invalid params: eth_feeHistory parameter 0 does not fit in 64 bits'
 */
export function checkEvmParams(parameters: CheckEvmParamsParameters): CheckEvmParamsReturnType {
  const { method, params } = parameters
  const at = positions[method]
  if (at === undefined || !Array.isArray(params)) return undefined
  for (const [indexes, isBlock] of [
    [at.quantities ?? [], false],
    [at.blocks ?? [], true],
  ] as const)
    for (const index of indexes)
      if (overflows(params[index], isBlock))
        return `Invalid params: ${method} parameter ${index} does not fit in 64 bits`
  return undefined
}
