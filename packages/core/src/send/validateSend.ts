import { parseCaipNetworkId } from '../caip/parseCaipNetworkId'
import { SEND_NAMESPACES } from '../constants'
import {
  SendAmountAboveBalanceError,
  SendAmountDecimalsError,
  SendAmountInvalidError,
  SendAmountRequiredError,
  SendAmountZeroError,
  SendFeeAboveBalanceError,
  SendReceiverInvalidError,
  SendTokenRequiredError,
  UnsupportedChainError,
} from '../errors/send'
import { parseAmount } from '../format/parseAmount'
import { isBitcoinAddress } from '../validation/isBitcoinAddress'
import { isEvmAddress } from '../validation/isEvmAddress'
import { isSolanaAddress } from '../validation/isSolanaAddress'
import { toChecksumAddress } from '../validation/toChecksumAddress'
import type { SendToken } from './types'

/** Parameters of {@link validateSend}. */
export type ValidateSendParameters = {
  /** The active network, e.g. `eip155:31337`. */
  caipNetworkId: string | undefined
  token: SendToken | undefined
  /** The amount as typed, e.g. `1.5` (surrounding spaces are ignored). */
  amount: string | undefined
  receiverAddress: string | undefined
  /**
   * The estimated network fee (smallest unit of the native token). When given with
   * `nativeBalance`, the native balance must cover it (plus the amount for a native send).
   */
  fee?: bigint | undefined
  nativeBalance?: bigint | undefined
  /** Symbol of the native token, for the fee message. Default `ETH`. */
  nativeSymbol?: string | undefined
  /** The app's networks: a network listed here is accepted as it is (a local Solana cluster). */
  networks?: readonly (string | { caipNetworkId: string })[] | undefined
}

/** Result of {@link validateSend}: what to send, exactly. */
export type ValidateSendReturnType = {
  /** The amount in the token's smallest unit. */
  value: bigint
  /** The receiver, normalised (EIP-55 checksum for eip155). */
  receiverAddress: string
  namespace: SendNamespace
}

/** A namespace the send flow supports ({@link SEND_NAMESPACES}). */
export type SendNamespace = (typeof SEND_NAMESPACES)[number]

/** Errors {@link validateSend} throws. */
export type ValidateSendErrorType =
  | UnsupportedChainError
  | SendAmountRequiredError
  | SendTokenRequiredError
  | SendReceiverInvalidError
  | SendAmountInvalidError
  | SendAmountDecimalsError
  | SendAmountZeroError
  | SendAmountAboveBalanceError
  | SendFeeAboveBalanceError

const amountPattern = /^(\d*)(?:\.(\d*))?$/

/**
 * Checks a send draft before any wallet prompt (SPEC §5) and returns the exact amount in base
 * units (bigint maths only). Checks, in order: the network's namespace is eip155, solana or
 * bip122 (`Unsupported chain`); an amount and a receiver (`An amount and receiver address are
 * required`); a token (`A token is required`); then the receiver address, the amount's format,
 * its decimals, zero, the balance and, when a fee is given, the native balance for the fee.
 *
 * @throws {ValidateSendErrorType} the first rule broken.
 * @example
 * validateSend({
 *   caipNetworkId: 'eip155:31337',
 *   token: { name: 'Ether', symbol: 'ETH', decimals: 18, balance: 10n ** 19n },
 *   amount: '1.5',
 *   receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
 * }) // { value: 1500000000000000000n, receiverAddress: '0x7099…79C8', namespace: 'eip155' }
 */
export function validateSend(parameters: ValidateSendParameters): ValidateSendReturnType {
  const { caipNetworkId, token, fee, nativeBalance } = parameters
  const network = sendNetworkOf(caipNetworkId, parameters.networks)
  if (!network) throw new UnsupportedChainError({ details: String(caipNetworkId) })
  const { namespace, reference } = network
  const amount = (parameters.amount ?? '').trim()
  const receiver = (parameters.receiverAddress ?? '').trim()
  if (amount === '' || receiver === '') throw new SendAmountRequiredError()
  if (!token) throw new SendTokenRequiredError()

  const receiverAddress = normaliseReceiver(namespace, reference, receiver)
  const match = amountPattern.exec(amount)
  const [, integer = '', fraction = ''] = match ?? []
  if (!match || (integer === '' && fraction === '')) {
    throw new SendAmountInvalidError({ details: amount })
  }
  if (fraction.length > token.decimals && /[1-9]/.test(fraction.slice(token.decimals))) {
    throw new SendAmountDecimalsError({ symbol: token.symbol, decimals: token.decimals })
  }
  const value = parseAmount(amount, token.decimals)
  if (value === 0n) throw new SendAmountZeroError()
  if (value > token.balance) throw new SendAmountAboveBalanceError({ symbol: token.symbol })
  if (fee !== undefined && nativeBalance !== undefined) {
    const needed = fee + (token.address ? 0n : value)
    if (needed > nativeBalance) {
      throw new SendFeeAboveBalanceError({ symbol: parameters.nativeSymbol ?? 'ETH' })
    }
  }
  return { value, receiverAddress, namespace }
}

function sendNetworkOf(
  caipNetworkId: string | undefined,
  networks: ValidateSendParameters['networks'],
): { namespace: SendNamespace; reference: string } | undefined {
  if (!caipNetworkId) return undefined
  try {
    const { namespace, reference } = parseCaipNetworkId(caipNetworkId, { networks })
    return (SEND_NAMESPACES as readonly string[]).includes(namespace)
      ? { namespace: namespace as SendNamespace, reference }
      : undefined
  } catch {
    return undefined
  }
}

function normaliseReceiver(namespace: SendNamespace, reference: string, receiver: string): string {
  if (namespace === 'bip122') {
    // The network's own prefixes (`bc1`, `tb1`, `bcrt1`); SegWit addresses in their lowercase form.
    if (!isBitcoinAddress(receiver, reference))
      throw new SendReceiverInvalidError({ details: receiver })
    return /^[a-z]+1/i.test(receiver) ? receiver.toLowerCase() : receiver
  }
  if (namespace === 'solana') {
    if (!isSolanaAddress(receiver)) throw new SendReceiverInvalidError({ details: receiver })
    return receiver
  }
  // A send needs the 0x form; a mixed-case address must pass its EIP-55 checksum.
  if (!receiver.startsWith('0x') || !isEvmAddress(receiver)) {
    throw new SendReceiverInvalidError({ details: receiver })
  }
  return toChecksumAddress(receiver)
}
