import { decodeFunctionData, erc20Abi, formatEther, formatUnits, type Hex, isHex } from 'viem'
import { TransactionDecodeError } from '../../errors'
import type { ApprovalRow, ReadToken } from './approvalView'
import { nativeSymbolOf } from './nativeSymbolOf'

/** The fields of an `eth_sendTransaction` the screen reads (hex quantities, as EIP-1193 sends them). */
export type EvmTransactionRequest = { to?: unknown; value?: unknown; data?: unknown }

export type DescribeEvmTransactionParameters = {
  transaction: EvmTransactionRequest
  /** CAIP-2 id of the chain (its native symbol names the amount). */
  chainId: string
  readToken?: ReadToken | undefined
}

const quantity = (value: unknown): bigint => {
  if (value === undefined || value === null || value === '') return 0n
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return BigInt(value)
  throw new TransactionDecodeError({ reason: 'The amount is not a number' })
}

const tokenAmount = async (
  raw: bigint,
  token: string,
  chainId: string,
  readToken: ReadToken | undefined,
): Promise<string> => {
  const info = await readToken?.(token, chainId).catch(() => undefined)
  if (info === undefined) return `${raw} raw units (decimals unknown)`
  return `${formatUnits(raw, info.decimals)}${info.symbol ? ` ${info.symbol}` : ''}`
}

/**
 * The rows of an `eth_sendTransaction` for a first-time user: the receiver and the amount in the
 * chain's currency; an ERC-20 `transfer` / `approve` / `transferFrom` decoded to the token contract,
 * receiver (or spender) and amount (with the token's decimals when `readToken` answers, else in raw
 * units); other calldata as a contract call with its 4-byte selector.
 *
 * @example
 * await describeEvmTransaction({ transaction: { to, value: '0xde0b6b3a7640000' }, chainId: 'eip155:1' })
 * // [{ label: 'To', value: to }, { label: 'Amount', value: '1 ETH' }]
 */
export async function describeEvmTransaction({
  transaction,
  chainId,
  readToken,
}: DescribeEvmTransactionParameters): Promise<ApprovalRow[]> {
  const symbol = nativeSymbolOf(chainId)
  const value = quantity(transaction.value)
  const to = typeof transaction.to === 'string' ? transaction.to : undefined
  const data =
    typeof transaction.data === 'string' && isHex(transaction.data) && transaction.data !== '0x'
      ? (transaction.data as Hex)
      : undefined
  const amount = { label: 'Amount', value: `${formatEther(value)} ${symbol}` }
  if (to === undefined) return [{ label: 'Action', value: 'Deploy a contract' }, amount]
  if (data === undefined) return [{ label: 'To', value: to }, amount]

  const rows: ApprovalRow[] = []
  const call = (() => {
    try {
      return decodeFunctionData({ abi: erc20Abi, data })
    } catch {
      return undefined
    }
  })()
  if (call?.functionName === 'transfer') {
    const [receiver, raw] = call.args
    rows.push(
      { label: 'Action', value: 'Send tokens' },
      { label: 'Token contract', value: to },
      { label: 'To', value: receiver },
      { label: 'Amount', value: await tokenAmount(raw, to, chainId, readToken) },
    )
  } else if (call?.functionName === 'approve') {
    const [spender, raw] = call.args
    rows.push(
      { label: 'Action', value: 'Allow spending of tokens' },
      { label: 'Token contract', value: to },
      { label: 'Spender', value: spender },
      { label: 'Allowance', value: await tokenAmount(raw, to, chainId, readToken) },
    )
  } else if (call?.functionName === 'transferFrom') {
    const [from, receiver, raw] = call.args
    rows.push(
      { label: 'Action', value: 'Move tokens' },
      { label: 'Token contract', value: to },
      { label: 'From', value: from },
      { label: 'To', value: receiver },
      { label: 'Amount', value: await tokenAmount(raw, to, chainId, readToken) },
    )
  } else {
    rows.push(
      { label: 'Action', value: 'Contract call' },
      { label: 'Contract', value: to },
      { label: 'Function selector', value: data.slice(0, 10) },
    )
  }
  if (call === undefined) rows.push({ label: 'Value', value: amount.value })
  else if (value > 0n) rows.push({ label: 'Also sends', value: amount.value })
  return rows
}
