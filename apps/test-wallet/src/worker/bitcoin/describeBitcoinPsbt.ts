import { type BitcoinAddressPrefixes, bitcoinRegtestPrefixes } from '@portico/bitcoin'
import { Address, OutScript, type Transaction } from '@scure/btc-signer'
import { formatUnits } from 'viem'

/** An input's previous output as the PSBT states it (`witnessUtxo`, else `nonWitnessUtxo`'s output). */
export type BitcoinPrevout = { script: Uint8Array; amount: bigint }

/** Parameters of {@link describeBitcoinPsbt}. */
export type DescribeBitcoinPsbtParameters = {
  transaction: Transaction
  /** The wallet's output script: inputs spending it and outputs paying it are marked as the wallet's. */
  ownScript: Uint8Array
  /** The inputs the wallet is asked to sign. */
  signing: readonly number[]
  /** Address prefixes (default regtest). */
  network?: BitcoinAddressPrefixes | undefined
}

/** What {@link describeBitcoinPsbt} returns: the prompt's lines and the fee when every input has an amount. */
export type DescribeBitcoinPsbtReturnType = { lines: string[]; fee: bigint | undefined }

/** Satoshis in BTC (8 decimals), e.g. `0.0004 BTC`. */
export const formatBtc = (sats: bigint) => `${formatUnits(sats, 8)} BTC`

/** The previous output of input `index` as the PSBT states it, else undefined. */
export function prevoutOf(transaction: Transaction, index: number): BitcoinPrevout | undefined {
  const input = transaction.getInput(index)
  if (input.witnessUtxo) return input.witnessUtxo
  const output = input.index === undefined ? undefined : input.nonWitnessUtxo?.outputs[input.index]
  return output && { script: output.script, amount: output.amount }
}

/** An output script as a person reads it: its address, `OP_RETURN` data, else the script's hex. */
function describeScript(script: Uint8Array, network: BitcoinAddressPrefixes): string {
  try {
    const decoded = OutScript.decode(script)
    if (decoded.type === 'unknown') return `script ${toHex(script)}`
    return Address(network).encode(decoded)
  } catch {
    return `script ${toHex(script)}`
  }
}

/**
 * The lines of a PSBT signing prompt: each input (amount and address, whether it is the wallet's
 * and whether it is signed here), each output (address and amount in BTC, the wallet's own marked
 * `change`), and the fee (inputs' amounts − outputs); "unknown" when an input's amount is missing.
 *
 * @example
 * describeBitcoinPsbt({ transaction: Transaction.fromPSBT(bytes), ownScript: account.script, signing: [0] }).lines
 * // ['Input 0: 0.5 BTC from bcrt1q… (yours, signed here)', 'Output 0: 0.1 BTC to bcrt1q…', …, 'Fee: 0.0001 BTC']
 */
export function describeBitcoinPsbt(
  parameters: DescribeBitcoinPsbtParameters,
): DescribeBitcoinPsbtReturnType {
  const { transaction, ownScript, signing, network = bitcoinRegtestPrefixes } = parameters
  const lines: string[] = []
  let inputsTotal: bigint | undefined = 0n
  for (let index = 0; index < transaction.inputsLength; index++) {
    const prevout = prevoutOf(transaction, index)
    const signed = signing.includes(index) ? ', signed here' : ''
    if (!prevout) {
      inputsTotal = undefined
      lines.push(`Input ${index}: amount unknown (no previous output in the PSBT)${signed}`)
      continue
    }
    if (inputsTotal !== undefined) inputsTotal += prevout.amount
    const yours = equalBytes(prevout.script, ownScript) ? ' (yours' : ' (not yours'
    lines.push(
      `Input ${index}: ${formatBtc(prevout.amount)} from ${describeScript(prevout.script, network)}${yours}${signed})`,
    )
  }
  let outputsTotal = 0n
  for (let index = 0; index < transaction.outputsLength; index++) {
    const { script, amount = 0n } = transaction.getOutput(index)
    outputsTotal += amount
    const target = script ? describeScript(script, network) : 'no script'
    const change = script && equalBytes(script, ownScript) ? ' (change, yours)' : ''
    lines.push(`Output ${index}: ${formatBtc(amount)} to ${target}${change}`)
  }
  const fee = inputsTotal === undefined ? undefined : inputsTotal - outputsTotal
  lines.push(
    fee === undefined
      ? 'Fee: unknown (an input’s amount is missing)'
      : `Fee: ${formatBtc(fee)}${fee < 0n ? ' (negative: the outputs exceed the inputs)' : ''}`,
  )
  return { lines, fee }
}

export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
