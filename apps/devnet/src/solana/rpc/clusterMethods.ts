import { getBase64Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit'
import { solanaDevnet } from '../../chains'
import { computeFee, readComputeBudget } from '../computeFee'
import { invalidParams } from '../rpcError'
import {
  apiVersion,
  configParam,
  integerParam,
  type RpcMethod,
  stringParam,
  withContext,
} from './params'

/** Slots per epoch reported by getEpochInfo (mainnet's figure; this chain stays in epoch 0). */
const slotsInEpoch = 432_000

function feeForMessage(params: unknown[], chain: Parameters<RpcMethod>[1]) {
  const encoded = stringParam(params, 0)
  configParam(params, 1)
  let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
  try {
    message = getCompiledTransactionMessageDecoder().decode(getBase64Encoder().encode(encoded))
  } catch {
    throw invalidParams('param 0 must be a base64 transaction message')
  }
  if (message.version === 1) throw invalidParams('version 1 messages are not supported')
  if (!chain.isBlockhashValid(message.lifetimeToken)) return withContext(chain, null)
  const keys = message.staticAccounts
  const instructions = message.instructions.map((instruction) => ({
    programIdIndex: instruction.programAddressIndex,
    accounts: [...(instruction.accountIndices ?? [])],
    data: new Uint8Array(instruction.data ?? []),
  }))
  const fee = computeFee(message.header.numSignerAccounts, readComputeBudget(keys, instructions))
  return withContext(chain, fee)
}

/** Cluster and blockhash methods. */
export const clusterMethods: Record<string, RpcMethod> = {
  getHealth: () => 'ok',
  // The devnet's own test methods (as anvil's evm_snapshot / evm_revert).
  portico_snapshot: (params, chain) => {
    if (params.length > 0) throw invalidParams('portico_snapshot takes no params')
    return chain.takeSnapshot()
  },
  portico_revert: (params, chain) => chain.revert(stringParam(params, 0)),
  getVersion: () => ({ 'solana-core': apiVersion, 'feature-set': 0 }),
  getGenesisHash: () => solanaDevnet.genesisHash,
  getSlot: (params, chain) => {
    configParam(params, 0)
    return chain.slot
  },
  getBlockHeight: (params, chain) => {
    configParam(params, 0)
    return chain.slot
  },
  getEpochInfo: (params, chain) => {
    configParam(params, 0)
    return {
      absoluteSlot: chain.slot,
      blockHeight: chain.slot,
      epoch: Math.floor(chain.slot / slotsInEpoch),
      slotIndex: chain.slot % slotsInEpoch,
      slotsInEpoch,
      transactionCount: chain.transactionCount,
    }
  },
  getLatestBlockhash: (params, chain) => {
    configParam(params, 0)
    return withContext(chain, chain.latestBlockhash())
  },
  isBlockhashValid: (params, chain) => {
    const blockhash = stringParam(params, 0)
    configParam(params, 1)
    return withContext(chain, chain.isBlockhashValid(blockhash))
  },
  getFeeForMessage: feeForMessage,
  getRecentPrioritizationFees: (params, chain) => {
    const accounts = params[0] ?? []
    if (
      !Array.isArray(accounts) ||
      accounts.length > 128 ||
      !accounts.every((account) => typeof account === 'string')
    )
      throw invalidParams('param 0 must be an array of at most 128 account addresses')
    return chain.recentPrioritizationFees(accounts)
  },
  getMinimumBalanceForRentExemption: (params, chain) => {
    configParam(params, 1)
    return chain.svm.minimumBalanceForRentExemption(integerParam(params, 0))
  },
}
