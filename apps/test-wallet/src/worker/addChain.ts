import { hexToNumber, isHex } from 'viem'
import type { WalletChain } from '../walletConfig'
import { switchChain } from './switchChain'
import { assertParams, knownChains, requireApproval, type WalletContext } from './walletContext'

/** The first parameter of `wallet_addEthereumChain` (EIP-3085). */
export type AddChainParameters = {
  chainId?: unknown
  chainName?: unknown
  rpcUrls?: unknown
  nativeCurrency?: { name?: unknown; symbol?: unknown; decimals?: unknown }
}

/**
 * Serves `wallet_addEthereumChain`: after approval remembers the chain (if new) and switches to it.
 *
 * @example
 * await addChain(context, { chainId: '0x7a6a', chainName: 'Portico Devnet', rpcUrls: ['http://127.0.0.1:8545'] })
 */
export async function addChain(
  context: WalletContext,
  parameters: AddChainParameters,
): Promise<null> {
  const { chainId, chainName, rpcUrls, nativeCurrency } = parameters ?? {}
  assertParams(isHex(chainId), 'wallet_addEthereumChain: chainId must be a hex string')
  const id = hexToNumber(chainId)
  const state = await context.store.read()
  const existing = knownChains(context.config, state).find((c) => c.id === id)
  if (!existing) {
    const url = Array.isArray(rpcUrls) ? rpcUrls[0] : undefined
    assertParams(
      typeof url === 'string' && /^https?:\/\//.test(url),
      'wallet_addEthereumChain: rpcUrls[0] must be an http(s) URL',
    )
    const name = typeof chainName === 'string' && chainName ? chainName : `Chain ${id}`
    const chain: WalletChain = {
      id,
      name,
      rpcUrl: url,
      nativeCurrency: {
        name: typeof nativeCurrency?.name === 'string' ? nativeCurrency.name : 'Ether',
        symbol: typeof nativeCurrency?.symbol === 'string' ? nativeCurrency.symbol : 'ETH',
        decimals: typeof nativeCurrency?.decimals === 'number' ? nativeCurrency.decimals : 18,
      },
    }
    await requireApproval(context, {
      title: `Add network ${name}`,
      details: [`${context.origin} asks to add ${name} (chain ${id}) at ${url} and switch to it.`],
    })
    const latest = await context.store.read()
    await context.store.write({ ...latest, addedChains: [...latest.addedChains, chain] })
    return switchChain(context, { chainId: id, ask: false })
  }
  return switchChain(context, { chainId: id, ask: true })
}
