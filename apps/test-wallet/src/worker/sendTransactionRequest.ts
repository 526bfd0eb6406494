import {
  createWalletClient,
  defineChain,
  formatUnits,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddress,
  isHex,
} from 'viem'
import {
  assertParams,
  currentChain,
  findWalletAccount,
  requireApproval,
  requirePermission,
  type WalletContext,
} from './walletContext'

/** The transaction object of `eth_sendTransaction` (hex quantities). */
export type TransactionRequestParameters = {
  from?: unknown
  to?: unknown
  value?: unknown
  data?: unknown
  input?: unknown
  gas?: unknown
  gasPrice?: unknown
  maxFeePerGas?: unknown
  maxPriorityFeePerGas?: unknown
  nonce?: unknown
}

/**
 * Serves `eth_sendTransaction`: after approval fills nonce, gas and fees from the node, signs with
 * the local key and submits with `eth_sendRawTransaction`. Returns the transaction hash.
 *
 * @example
 * await sendTransactionRequest(context, { from: account.address, to, value: '0xde0b6b3a7640000' })
 */
export async function sendTransactionRequest(
  context: WalletContext,
  transaction: TransactionRequestParameters,
): Promise<Hex> {
  const { from, to, value, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce } =
    transaction ?? {}
  const data = transaction?.data ?? transaction?.input
  const state = await context.store.read()
  const account = findWalletAccount(context, state, from)
  assertParams(account, 'eth_sendTransaction: from is not this wallet’s account')
  assertParams(
    to === undefined || to === null || (typeof to === 'string' && isAddress(to)),
    'eth_sendTransaction: to must be an address',
  )
  for (const [name, field] of Object.entries({
    value,
    data,
    gas,
    gasPrice,
    maxFeePerGas,
    maxPriorityFeePerGas,
    nonce,
  }))
    assertParams(
      field === undefined || field === null || isHex(field),
      `eth_sendTransaction: ${name} must be hex`,
    )
  requirePermission(context, state)
  const chain = currentChain(context.config, state)
  const amount = isHex(value) ? hexToBigInt(value) : 0n
  await requireApproval(context, {
    title: 'Send transaction',
    details: [
      `${context.origin} asks you to send on ${chain.name}:`,
      `To: ${typeof to === 'string' ? to : '(contract creation)'}`,
      `Value: ${formatUnits(amount, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}`,
      ...(isHex(data) && data !== '0x' ? [`Data: ${data.length / 2 - 1} bytes`] : []),
    ],
  })
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
  const quantity = (field: unknown) => (isHex(field) ? hexToBigInt(field) : undefined)
  const fees = isHex(gasPrice)
    ? { gasPrice: hexToBigInt(gasPrice) }
    : { maxFeePerGas: quantity(maxFeePerGas), maxPriorityFeePerGas: quantity(maxPriorityFeePerGas) }
  return client.sendTransaction({
    to: typeof to === 'string' ? to : null,
    value: amount,
    data: isHex(data) ? data : undefined,
    gas: quantity(gas),
    nonce: isHex(nonce) ? hexToNumber(nonce) : undefined,
    ...fees,
  } as Parameters<typeof client.sendTransaction>[0])
}
