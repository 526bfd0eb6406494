import { airdrop } from '../airdrop'
import type { SolanaChain } from '../createSolanaChain'
import {
  type DecodedTransaction,
  decodeWireTransaction,
  InvalidWireTransactionError,
} from '../decodeWireTransaction'
import { invalidParams } from '../rpcError'
import { accountEncoding, encodeAccount } from './encodeAccount'
import {
  addressParam,
  configParam,
  integerParam,
  type RpcMethod,
  stringParam,
  withContext,
} from './params'

function decodeParam(params: unknown[], config: Record<string, unknown>): DecodedTransaction {
  const encoded = stringParam(params, 0)
  const encoding = config.encoding ?? 'base58'
  if (encoding !== 'base58' && encoding !== 'base64')
    throw invalidParams(`unsupported encoding ${String(encoding)}`)
  try {
    return decodeWireTransaction(encoded, encoding)
  } catch (error) {
    if (error instanceof InvalidWireTransactionError) throw invalidParams(error.message)
    throw error
  }
}

function simulateTransaction(params: unknown[], chain: SolanaChain) {
  const config = configParam(params, 1)
  const decoded = decodeParam(params, config)
  const replace = config.replaceRecentBlockhash === true
  if (replace && config.sigVerify === true)
    throw invalidParams('sigVerify may not be used with replaceRecentBlockhash')
  const result = chain.simulate(decoded, {
    sigVerify: config.sigVerify === true,
    replaceRecentBlockhash: replace,
  })
  const wanted = config.accounts as { addresses?: unknown; encoding?: unknown } | undefined
  const accounts = Array.isArray(wanted?.addresses)
    ? wanted.addresses.map((_, index) =>
        encodeAccount(
          chain.svm,
          addressParam(wanted.addresses as unknown[], index),
          accountEncoding({ encoding: wanted.encoding }),
        ),
      )
    : null
  return withContext(chain, {
    err: result.err,
    logs: result.logs,
    accounts,
    unitsConsumed: result.unitsConsumed,
    returnData: null,
    innerInstructions: null,
    ...(replace && { replacementBlockhash: chain.latestBlockhash() }),
  })
}

/** Sending, simulating and airdropping. */
export const sendMethods: Record<string, RpcMethod> = {
  sendTransaction: (params, chain) => {
    const config = configParam(params, 1)
    return chain.submit(decodeParam(params, config), {
      skipPreflight: config.skipPreflight === true,
    })
  },
  simulateTransaction,
  requestAirdrop: (params, chain) => {
    const address = addressParam(params, 0)
    const lamports = integerParam(params, 1)
    configParam(params, 2)
    if (lamports === 0n) throw invalidParams('lamports must be positive')
    return airdrop(chain, address, lamports)
  },
}
