import { expect } from '@playwright/test'
import { devnetMnemonic } from '@portico/devnet/chains'
import { mnemonicToAccount } from 'viem/accounts'

/** The test wallet's EVM account and its Solana account (the web app connects both). */
export const evmAccount = mnemonicToAccount(devnetMnemonic).address
export const solanaAccount = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const projectId = 'portico-local'

type Stack = {
  appUrl: string
  chains: { caipNetworkId: string }[]
  solana: { caipNetworkId: string }
}

/**
 * The USD values the server gives the test wallet's accounts on each network the web app
 * requests (31339 runs unlisted): what the Portfolio page adds up.
 *
 * @example
 * const values = await serverValues(stack) // { 'eip155:31337': 12345.67, … }
 */
export async function serverValues(stack: Stack): Promise<Record<string, number>> {
  const requested = [
    ...stack.chains.filter((c) => c.caipNetworkId !== 'eip155:31339').map((c) => c.caipNetworkId),
    stack.solana.caipNetworkId,
  ]
  const values: Record<string, number> = {}
  for (const chainId of requested) {
    const address = chainId.startsWith('solana:') ? solanaAccount : evmAccount
    const url = new URL(`/v1/account/${address}/balance`, stack.appUrl)
    url.search = new URLSearchParams({ projectId, currency: 'usd', chainId }).toString()
    const response = await fetch(url)
    expect(response.status).toBe(200)
    const { balances } = (await response.json()) as {
      balances: { value?: number; quantity: { decimals: string; numeric: string } }[]
    }
    values[chainId] = balances
      .filter((b) => b.quantity.decimals !== '0' && Number(b.quantity.numeric) > 0)
      .reduce((sum, b) => sum + (b.value ?? 0), 0)
  }
  return values
}
