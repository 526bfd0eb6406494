import { numberToHex } from 'viem'
import { knownChains, requireApproval, type WalletContext } from './walletContext'
import { rpcErrorCodes, WalletRpcError } from './walletRpcError'

/** Parameters of {@link switchChain}. */
export type SwitchChainParameters = {
  chainId: number
  /** Ask the person first (true for dapp requests; false when the wallet itself switches). */
  ask: boolean
}

/**
 * Makes `chainId` the wallet's current chain and tells every tab (`chainChanged`). Unknown chains
 * fail with 4902; switching to the current chain is a no-op.
 *
 * @example
 * await switchChain(context, { chainId: 31338, ask: true })
 */
export async function switchChain(
  context: WalletContext,
  parameters: SwitchChainParameters,
): Promise<null> {
  const { chainId, ask } = parameters
  const state = await context.store.read()
  const chain = knownChains(context.config, state).find((c) => c.id === chainId)
  if (!chain)
    throw new WalletRpcError(
      rpcErrorCodes.unrecognizedChain,
      `Unrecognized chain ID "${numberToHex(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
    )
  if (state.chainId === chainId) return null
  if (ask)
    await requireApproval(context, {
      title: `Switch network to ${chain.name}`,
      details: [`${context.origin} asks to switch to ${chain.name} (chain ${chain.id}).`],
    })
  const latest = await context.store.read()
  await context.store.write({ ...latest, chainId })
  context.emit('chainChanged', numberToHex(chainId))
  return null
}
