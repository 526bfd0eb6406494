import type { Hex, TypedDataDefinition } from 'viem'
import {
  assertParams,
  findWalletAccount,
  requireApproval,
  requirePermission,
  type WalletContext,
} from './walletContext'

/**
 * Serves `eth_signTypedData_v4` (`[address, typedData]`, typedData as JSON text or object): shows
 * the domain and message, signs after approval (EIP-712).
 *
 * @example
 * await signTypedDataRequest(context, [account.address, JSON.stringify(typedData)])
 */
export async function signTypedDataRequest(
  context: WalletContext,
  params: unknown[],
): Promise<Hex> {
  const [address, raw] = params
  const state = await context.store.read()
  const account = findWalletAccount(context, state, address)
  assertParams(account, 'eth_signTypedData_v4: the address is not this wallet’s account')
  let typedData: TypedDataDefinition
  try {
    typedData = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition
  } catch {
    typedData = undefined as never
  }
  assertParams(
    typedData && typeof typedData === 'object' && typedData.types && typedData.primaryType,
    'eth_signTypedData_v4: typed data must have types, primaryType, domain and message',
  )
  requirePermission(context, state)
  await requireApproval(context, {
    title: 'Sign typed data',
    details: [
      `${context.origin} asks you to sign ${String(typedData.primaryType)}:`,
      JSON.stringify({ domain: typedData.domain, message: typedData.message }, null, 2),
    ],
  })
  return account.signTypedData(typedData)
}
