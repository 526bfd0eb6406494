import type { StartBitcoinDevnetReturnType } from './startBitcoinDevnet'

/**
 * The banner lines of a running Bitcoin devnet: Esplora URL, CAIP-2 id, height and the funded
 * accounts (`accounts: 'all'` lists every one with its WIF key).
 *
 * @example
 * console.log(bitcoinBannerLines(bitcoin, { accounts: 'first' }).join('\n'))
 */
export function bitcoinBannerLines(
  bitcoin: StartBitcoinDevnetReturnType,
  options: { accounts: 'all' | 'first'; indent?: string },
): string[] {
  const pad = options.indent ?? '  '
  const listed = options.accounts === 'all' ? bitcoin.accounts : bitcoin.accounts.slice(0, 1)
  return [
    `${pad}Bitcoin       Esplora ${bitcoin.esploraUrl}, ${bitcoin.caipNetworkId}`,
    `${pad}              regtest (bcoin, in memory: a restart starts afresh), height ${bitcoin.height()}, every transaction mined at once`,
    `${pad}Bitcoin keys  accounts 0–${bitcoin.accounts.length - 1} of the mnemonic on m/84'/1'/0'/0/i (P2WPKH), 50 BTC each:`,
    ...listed.map((account, index) => `${pad}  (${index}) ${account.address}  ${account.wif}`),
  ]
}
