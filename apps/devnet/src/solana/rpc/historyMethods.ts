import { getBase58Decoder, getBase64Encoder } from '@solana/kit'
import type { SolanaChain } from '../createSolanaChain'
import { decodeWireTransaction, isWritable } from '../decodeWireTransaction'
import type { LedgerTransaction } from '../ledgerTypes'
import { invalidParams, RpcError } from '../rpcError'
import {
  addressParam,
  configParam,
  isSignature,
  type RpcMethod,
  stringParam,
  withContext,
} from './params'

const status = (tx: LedgerTransaction) => (tx.err === null ? { Ok: null } : { Err: tx.err })

function encodeTransaction(tx: LedgerTransaction, encoding: string) {
  if (encoding === 'base64') return [tx.wire, 'base64']
  if (encoding === 'base58')
    return [getBase58Decoder().decode(getBase64Encoder().encode(tx.wire)), 'base58']
  const decoded = decodeWireTransaction(tx.wire)
  const parsed = encoding === 'jsonParsed'
  const instructions = decoded.instructions.map((instruction) => {
    const data = getBase58Decoder().decode(instruction.data)
    return parsed
      ? {
          programId: decoded.accountKeys[instruction.programIdIndex],
          accounts: instruction.accounts.map((index) => decoded.accountKeys[index]),
          data,
          stackHeight: null,
        }
      : {
          programIdIndex: instruction.programIdIndex,
          accounts: instruction.accounts,
          data,
          stackHeight: null,
        }
  })
  const accountKeys = parsed
    ? decoded.accountKeys.map((pubkey, index) => ({
        pubkey,
        signer: index < decoded.header.numRequiredSignatures,
        writable: isWritable(decoded, index),
        source: 'transaction',
      }))
    : decoded.accountKeys
  return {
    signatures: decoded.signatures,
    message: {
      accountKeys,
      header: decoded.header,
      instructions,
      recentBlockhash: decoded.recentBlockhash,
      ...(decoded.version === 0 && { addressTableLookups: [] }),
    },
  }
}

function innerInstructionsOf(tx: LedgerTransaction, parsed: boolean) {
  const inner = tx.innerInstructions ?? []
  if (!parsed) return inner
  return inner.map(({ index, instructions }) => ({
    index,
    instructions: instructions.map((instruction) => ({
      programId: tx.accountKeys[instruction.programIdIndex],
      accounts: instruction.accounts.map((account) => tx.accountKeys[account]),
      data: instruction.data,
      stackHeight: instruction.stackHeight,
    })),
  }))
}

function getTransaction(params: unknown[], chain: SolanaChain) {
  const signature = stringParam(params, 0)
  const config = typeof params[1] === 'string' ? { encoding: params[1] } : configParam(params, 1)
  const encoding = String(config.encoding ?? 'json')
  if (!['json', 'jsonParsed', 'base64', 'base58'].includes(encoding))
    throw invalidParams(`unsupported encoding ${encoding}`)
  const tx = chain.findTransaction(signature)
  if (!tx) return null
  const max = config.maxSupportedTransactionVersion
  if (tx.version === 0 && (max === undefined || max === null))
    throw new RpcError(
      -32015,
      'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    )
  return {
    slot: tx.slot,
    blockTime: tx.blockTime,
    version: tx.version,
    transaction: encodeTransaction(tx, encoding),
    meta: {
      err: tx.err,
      status: status(tx),
      fee: tx.fee,
      preBalances: tx.preBalances,
      postBalances: tx.postBalances,
      innerInstructions: innerInstructionsOf(tx, encoding === 'jsonParsed'),
      logMessages: tx.logMessages,
      preTokenBalances: tx.preTokenBalances,
      postTokenBalances: tx.postTokenBalances,
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: tx.computeUnitsConsumed,
    },
  }
}

function signaturesForAddress(params: unknown[], chain: SolanaChain) {
  const address = addressParam(params, 0)
  const config = configParam(params, 1)
  const limit = config.limit ?? 1000
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw invalidParams('limit must be an integer 1…1000')
  for (const key of ['before', 'until'] as const)
    if (config[key] !== undefined && !isSignature(config[key]))
      throw invalidParams(`${key} must be a signature`)
  const found = chain.signaturesFor(address, {
    limit,
    ...(config.before !== undefined && { before: config.before as string }),
    ...(config.until !== undefined && { until: config.until as string }),
  })
  return found.map((tx) => ({
    signature: tx.signature,
    slot: tx.slot,
    err: tx.err,
    memo: null,
    blockTime: tx.blockTime,
    confirmationStatus: 'finalized',
  }))
}

/** History and status methods, answered from the chain's ledger. */
export const historyMethods: Record<string, RpcMethod> = {
  getTransaction,
  getSignaturesForAddress: signaturesForAddress,
  getSignatureStatuses: (params, chain) => {
    const list = params[0]
    if (!Array.isArray(list) || list.length > 256)
      throw invalidParams('param 0 must be an array of up to 256 signatures')
    configParam(params, 1)
    const value = list.map((_, index) => {
      const tx = chain.findTransaction(stringParam(list, index))
      if (!tx) return null
      return {
        slot: tx.slot,
        confirmations: null,
        err: tx.err,
        status: status(tx),
        confirmationStatus: 'finalized',
      }
    })
    return withContext(chain, value)
  },
}
