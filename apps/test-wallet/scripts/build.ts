// `npm run build -w apps/test-wallet`: the unpacked extension in apps/test-wallet/dist.
// Env: PORTICO_WALLET_RPC_URLS (31337=http://127.0.0.1:8545,...), PORTICO_WALLET_TEST_CONTROLS=1,
// PORTICO_WALLET_SOLANA_RPC_URLS (solana:GBAUc3wzbG4sfcAf2NeGDU7jcLrT16KR=http://127.0.0.1:8899,...),
// PORTICO_WALLET_OUT_DIR, PORTICO_WALLET_RELAY_URL (default ws://127.0.0.1:3000/relay).
import { buildWallet } from '../src/build/buildWallet'
import { parseWalletRpcUrls } from '../src/build/parseWalletRpcUrls'
import { parseWalletSolanaRpcUrls } from '../src/build/parseWalletSolanaRpcUrls'

const { outDir, config } = await buildWallet({
  rpcUrls: parseWalletRpcUrls(process.env.PORTICO_WALLET_RPC_URLS),
  solanaRpcUrls: parseWalletSolanaRpcUrls(process.env.PORTICO_WALLET_SOLANA_RPC_URLS),
  testControls: process.env.PORTICO_WALLET_TEST_CONTROLS === '1',
  outDir: process.env.PORTICO_WALLET_OUT_DIR || undefined,
  relayUrl: process.env.PORTICO_WALLET_RELAY_URL || undefined,
})
console.log(`Portico Test Wallet built in ${outDir}`)
for (const chain of config.chains) console.log(`  ${chain.id} ${chain.name}: ${chain.rpcUrl}`)
for (const chain of config.solanaChains) console.log(`  ${chain.id} ${chain.name}: ${chain.rpcUrl}`)
console.log(`  WalletConnect relay: ${config.relayUrl}`)
if (config.testControls) console.log('  test controls: on')
