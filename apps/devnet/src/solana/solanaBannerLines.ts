import { solanaDevnetSeed } from './solanaDevnetSeed'
import type { StartSolanaDevnetReturnType } from './startSolanaDevnet'

const whole = (amount: bigint, decimals: number) => (amount / 10n ** BigInt(decimals)).toString()

/**
 * The banner lines of a running Solana devnet: RPC and WebSocket URLs, CAIP-2 id, token mints and
 * the funded accounts (`accounts: 'all'` lists every one with its base58 key pair).
 *
 * @example
 * console.log(solanaBannerLines(solana, { accounts: 'first' }).join('\n'))
 */
export function solanaBannerLines(
  solana: StartSolanaDevnetReturnType,
  options: { accounts: 'all' | 'first'; indent?: string },
): string[] {
  const pad = options.indent ?? '  '
  const { pUSD, PTK } = solanaDevnetSeed.tokens
  const holdings = `${whole(solanaDevnetSeed.lamports, 9)} SOL, ${whole(pUSD.balance, pUSD.decimals)} pUSD, ${whole(PTK.balance, PTK.decimals)} PTK`
  const listed = options.accounts === 'all' ? solana.accounts : solana.accounts.slice(0, 1)
  return [
    `${pad}Solana RPC    ${solana.rpcUrl} (WebSocket ${solana.wsUrl}), ${solana.caipNetworkId}`,
    `${pad}              genesis hash ${solana.genesisHash} (LiteSVM, local)`,
    `${pad}Solana tokens pUSD ${solana.mints.pUSD} (${pUSD.decimals} decimals), PTK ${solana.mints.PTK} (${PTK.decimals} decimals)`,
    `${pad}Solana keys   accounts 0–${solana.accounts.length - 1} of the mnemonic on m/44'/501'/i'/0' (Phantom's path), ${holdings} each:`,
    ...listed.map(
      (account, index) => `${pad}  (${index}) ${account.address}  ${account.secretKeyBase58}`,
    ),
  ]
}
