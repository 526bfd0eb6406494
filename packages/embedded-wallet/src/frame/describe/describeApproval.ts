import { base58 } from '@scure/base'
import type { ApprovalRequest } from '../createFrameRpc'
import type { ApprovalRow, ApprovalView, ReadLookupTable, ReadToken } from './approvalView'
import { describeEvmTransaction } from './describeEvmTransaction'
import { describeSignedMessage } from './describeSignedMessage'
import { describeSolanaTransaction } from './describeSolanaTransaction'
import { describeTypedData } from './describeTypedData'

const titles: Record<string, string> = {
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  wallet_sendCalls: 'Send calls in one transaction',
  solana_signMessage: 'Sign a message',
  solana_signTransaction: 'Sign a transaction',
  solana_signAndSendTransaction: 'Send a transaction',
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

export type DescribeApprovalOptions = {
  /** Reads an ERC-20's decimals and symbol (an amount in tokens, not raw units). */
  readToken?: ReadToken | undefined
  /** Reads a Solana address lookup table (a v0 transaction's accounts shown by address). */
  readLookupTable?: ReadLookupTable | undefined
}

const rowsOf = async (
  request: ApprovalRequest,
  { readToken, readLookupTable }: DescribeApprovalOptions,
): Promise<ApprovalRow[]> => {
  const list = Array.isArray(request.params) ? request.params : [request.params]
  switch (request.method) {
    case 'personal_sign':
      return describeSignedMessage(list[0])
    case 'eth_signTypedData_v4':
      return describeTypedData(list[1])
    case 'eth_sendTransaction':
      return describeEvmTransaction({
        transaction: (list[0] ?? {}) as Record<string, unknown>,
        chainId: request.chainId,
        readToken,
      })
    case 'wallet_sendCalls': {
      // EIP-5792: each call described like a transaction, numbered, in the order they run.
      const calls = ((list[0] as { calls?: unknown[] } | undefined)?.calls ?? []) as Record<
        string,
        unknown
      >[]
      const described = await Promise.all(
        calls.map((call) =>
          describeEvmTransaction({ transaction: call, chainId: request.chainId, readToken }),
        ),
      )
      return described.flatMap((rows, index) =>
        rows.map((row) => ({ label: `Call ${index + 1}: ${row.label}`, value: row.value })),
      )
    }
    case 'solana_signMessage': {
      const message = base58.decode(String((request.params as { message?: unknown }).message))
      return describeSignedMessage(
        `0x${Array.from(message, (b) => b.toString(16).padStart(2, '0')).join('')}`,
      )
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return describeSolanaTransaction({
        wire: fromBase64(String((request.params as { transaction?: unknown }).transaction)),
        chainId: request.chainId,
        readLookupTable,
      })
    default:
      return []
  }
}

/**
 * What the frame's ApproveTransaction screen shows for a not-safe request, in words a first-time
 * user can check: a title, decoded rows (receiver and amount of a send, an ERC-20 transfer or
 * approval, a message's text, typed data's domain and fields, a Solana transfer or the programs
 * called) and the raw parameters for the collapsible raw view. A request it cannot decode keeps
 * the raw view and says so; it never throws.
 *
 * @example
 * const view = await describeApproval(request, { readToken, readLookupTable })
 * // { title: 'Send a transaction', rows: [{ label: 'To', value: '0x…' }, { label: 'Amount', value: '0.25 ETH' }], raw: '…' }
 */
export async function describeApproval(
  request: ApprovalRequest,
  options: DescribeApprovalOptions = {},
): Promise<ApprovalView> {
  const raw = JSON.stringify(request.params ?? null, null, 2)
  const title = titles[request.method] ?? request.method
  try {
    return { title, rows: await rowsOf(request, options), raw }
  } catch {
    return {
      title,
      rows: [{ label: 'Details', value: 'This request could not be read: check the raw view' }],
      raw,
    }
  }
}
