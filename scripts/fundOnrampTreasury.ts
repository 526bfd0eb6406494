import { devnetTokenAbi, getDevnetAccounts, getDevnetContracts } from '@portico/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** Mnemonic index of the sandbox on-ramp's treasury: after the funded 0–9 and the deployer (10). */
export const onrampTreasuryIndex = 11
/** What the treasury is topped up to on every start: ETH to sell and for gas, and pUSD. */
export const onrampTreasuryStock = { ether: parseEther('1000'), pUSD: parseUnits('1000000', 6) }

export type FundOnrampTreasuryParameters = {
  chains: { id: number; rpcUrl: string }[]
}
export type FundOnrampTreasuryReturnType = { address: Address; privateKey: Hex }

/**
 * The account `npm start` gives the sandbox on-ramp (`PORTICO_ONRAMP_SANDBOX_KEY`): mnemonic index
 * {@link onrampTreasuryIndex}, reserved for it (no test or seed uses it). Tops it up on each devnet
 * chain to {@link onrampTreasuryStock} — ETH with `anvil_setBalance`, pUSD from the token's open
 * `mint` — so a kept state folder never runs dry.
 *
 * @example
 * const treasury = await fundOnrampTreasury({ chains: stack.chains })
 * env.PORTICO_ONRAMP_SANDBOX_KEY = treasury.privateKey
 */
export async function fundOnrampTreasury(
  parameters: FundOnrampTreasuryParameters,
): Promise<FundOnrampTreasuryReturnType> {
  const treasury = getDevnetAccounts({ count: onrampTreasuryIndex + 1 })[onrampTreasuryIndex]
  if (!treasury) throw new Error('No treasury account')
  const account = privateKeyToAccount(treasury.privateKey)
  const { pUSD } = getDevnetContracts()
  for (const { id, rpcUrl } of parameters.chains) {
    const chain = defineChain({
      id,
      name: `devnet ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
    const client = createPublicClient({ chain, transport: http(rpcUrl) })
    if ((await client.getBalance({ address: account.address })) < onrampTreasuryStock.ether)
      await client.request({
        method: 'anvil_setBalance' as 'eth_chainId',
        params: [account.address, numberToHex(onrampTreasuryStock.ether)] as unknown as undefined,
      })
    const held = await client.readContract({
      address: pUSD,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    if (held < onrampTreasuryStock.pUSD) {
      const wallet = createWalletClient({ account, chain, transport: http(rpcUrl) })
      const hash = await wallet.writeContract({
        address: pUSD,
        abi: devnetTokenAbi,
        functionName: 'mint',
        args: [account.address, onrampTreasuryStock.pUSD - held],
      })
      await client.waitForTransactionReceipt({ hash })
    }
  }
  return { address: account.address, privateKey: treasury.privateKey }
}
