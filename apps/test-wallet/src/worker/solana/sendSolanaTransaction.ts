import type { SolanaWalletChain } from '../../walletConfig'
import { rpcErrorCodes, WalletRpcError } from '../walletRpcError'

/** Options of `solana:signAndSendTransaction` the wallet passes on (Wallet Standard names). */
export type SendSolanaTransactionOptions = {
  commitment?: 'processed' | 'confirmed' | 'finalized' | undefined
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized' | undefined
  skipPreflight?: boolean | undefined
  maxRetries?: number | undefined
  minContextSlot?: number | undefined
}

/** Parameters of {@link sendSolanaTransaction}. */
export type SendSolanaTransactionParameters = {
  chain: SolanaWalletChain
  /** The signed wire transaction, base64. */
  transaction: string
  options?: SendSolanaTransactionOptions | undefined
  /** Waits between status polls (default 1 s, SPEC §9). */
  wait?: ((ms: number) => Promise<void>) | undefined
}

const levels = ['processed', 'confirmed', 'finalized'] as const
let nextId = 1

/**
 * Sends a signed transaction to the chain's RPC (`sendTransaction`, base64, with the caller's
 * preflight options) and returns its signature (base58). With `options.commitment` it then polls
 * `getSignatureStatuses` every second until that level is reached (a failed transaction throws).
 * RPC errors keep their code and message (e.g. -32002 for a failed preflight).
 *
 * @example
 * await sendSolanaTransaction({ chain, transaction: base64 }) // '5Vf…' (base58)
 */
export async function sendSolanaTransaction(
  parameters: SendSolanaTransactionParameters,
): Promise<string> {
  const { chain, transaction, options = {} } = parameters
  const wait = parameters.wait ?? ((ms) => new Promise<void>((done) => setTimeout(done, ms)))
  const signature = (await call(chain, 'sendTransaction', [
    transaction,
    {
      encoding: 'base64',
      ...(options.skipPreflight !== undefined && { skipPreflight: options.skipPreflight }),
      ...(options.preflightCommitment && { preflightCommitment: options.preflightCommitment }),
      ...(options.maxRetries !== undefined && { maxRetries: options.maxRetries }),
      ...(options.minContextSlot !== undefined && { minContextSlot: options.minContextSlot }),
    },
  ])) as string
  const wanted = options.commitment
  if (!wanted) return signature
  for (let attempt = 0; attempt < 60; attempt++) {
    const { value } = (await call(chain, 'getSignatureStatuses', [[signature]])) as {
      value: ({ err: unknown; confirmationStatus: (typeof levels)[number] | null } | null)[]
    }
    const status = value[0]
    if (status?.err)
      throw new WalletRpcError(
        rpcErrorCodes.internal,
        `Transaction ${signature} failed: ${JSON.stringify(status.err)}`,
      )
    if (
      status &&
      levels.indexOf(status.confirmationStatus ?? 'processed') >= levels.indexOf(wanted)
    )
      return signature
    await wait(1000)
  }
  throw new WalletRpcError(
    rpcErrorCodes.internal,
    `Transaction ${signature} was sent but not ${wanted} within 60 s`,
  )
}

async function call(chain: SolanaWalletChain, method: string, params: unknown[]): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    })
  } catch (cause) {
    throw new WalletRpcError(rpcErrorCodes.internal, `${chain.name} is unreachable`, { cause })
  }
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code: number; message: string; data?: unknown } }
    | undefined
  if (!body)
    throw new WalletRpcError(rpcErrorCodes.internal, `HTTP status code: ${response.status}`)
  if (body.error)
    throw new WalletRpcError(body.error.code, body.error.message, { data: body.error.data })
  return body.result
}
