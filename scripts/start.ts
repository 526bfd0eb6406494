// `npm start`: the whole platform on embedded defaults — devnet, server, web app — until Ctrl-C.
import { join, relative, resolve } from 'node:path'
import {
  bitcoinBannerLines,
  solanaBannerLines,
  startBitcoinDevnet,
  startSolanaDevnet,
} from '@portico/devnet'
import { startStack } from './stack'

const env = process.env
const dataDir = env.PORTICO_STATE_DIR || '.portico'
// The local Solana chain (LiteSVM), served by the server too. State beside the EVM chains'.
const solana = await startSolanaDevnet({
  port: env.PORTICO_SOLANA_PORT ? Number(env.PORTICO_SOLANA_PORT) : undefined,
  wsPort: env.PORTICO_SOLANA_WS_PORT ? Number(env.PORTICO_SOLANA_WS_PORT) : undefined,
  stateDir: join(dataDir, 'devnet'),
}).catch(async (error: unknown) => {
  console.error(`Portico could not start: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
// The local Bitcoin chain (bcoin regtest, in memory: each start funds the same accounts again),
// served by the server's Esplora gateway.
const bitcoin = await startBitcoinDevnet({
  port: env.PORTICO_BITCOIN_PORT ? Number(env.PORTICO_BITCOIN_PORT) : undefined,
}).catch(async (error: unknown) => {
  console.error(`Portico could not start: ${error instanceof Error ? error.message : error}`)
  await solana.stop().catch(() => {})
  process.exit(1)
})

const stack = await startStack({
  dataDir,
  env,
  ports: {
    server: env.PORT ? Number(env.PORT) : 3000,
    frame: env.PORTICO_FRAME_PORT ? Number(env.PORTICO_FRAME_PORT) : 3001,
    // The mail catcher's inbox, on its own listener on 127.0.0.1 (never the app's port).
    inbox: env.PORTICO_DEV_INBOX_PORT ? Number(env.PORTICO_DEV_INBOX_PORT) : 3003,
    ...(env.PORTICO_IDENTITY_PORT ? { identity: Number(env.PORTICO_IDENTITY_PORT) } : {}),
    chains: Object.fromEntries(
      [
        [31337, env.PORTICO_DEVNET_PORT],
        [31338, env.PORTICO_DEVNET2_PORT],
      ].flatMap(([id, port]) => (port ? [[id, Number(port)]] : [])),
    ),
  },
  solana,
  bitcoin,
  // The test wallet sends Solana transactions to the same local chain.
  wallet: { solanaRpcUrls: { [solana.caipNetworkId]: solana.rpcUrl } },
  log: (line) => console.log(line),
}).catch(async (error: unknown) => {
  console.error(`Portico could not start: ${error instanceof Error ? error.message : error}`)
  await Promise.all([solana.stop().catch(() => {}), bitcoin.stop().catch(() => {})])
  process.exit(1)
})
const walletDir = relative(process.cwd(), stack.walletDir) || stack.walletDir
console.log(`
Portico is running.

  Web app       ${stack.appUrl}
  RPC gateway   ${stack.appUrl}/v1/?chainId=<caip-2 id>&projectId=portico-local
  Relay         ${stack.appUrl.replace(/^http/, 'ws')}/relay (WalletConnect, project id portico-local)
  Wallet frame  ${stack.frameUrl} (embedded wallet: keys live only on this origin)
${stack.identityIssuer ? `  Social login  ${stack.identityIssuer} (development OpenID provider: test users, no password; serves every social button without its own PORTICO_SOCIAL_* configuration)\n` : ''}${stack.mailInboxUrl === undefined ? '  Mail          sent over SMTP_URL' : `  Mail inbox    ${stack.mailInboxUrl} (login codes; SMTP_URL unset, so mail stays on this machine)`}
${stack.chains.map((c) => `  Chain ${c.id}   ${c.name} (${c.caipNetworkId}), RPC ${c.rpcUrl}${stack.bundlerUrls[c.caipNetworkId] ? `, ERC-4337 bundler ${stack.bundlerUrls[c.caipNetworkId]} (alto; the embedded wallet's smart accounts)` : ''}`).join('\n')}
${stack.ens ? `  ENS registry  ${stack.ens.registry} on chain 31337 (universal resolver ${stack.ens.universalResolver}; names resolve through ${stack.appUrl}/v1/ens/gateway)\n` : ''}  Mnemonic      ${stack.mnemonic}
                (public test keys; account 0 is 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266)
${solanaBannerLines(solana, { accounts: 'first' }).join('\n')}
${bitcoinBannerLines(bitcoin, { accounts: 'first' }).join('\n')}
                (Esplora gateway ${stack.appUrl}/v1/esplora/${bitcoin.caipNetworkId}/…?projectId=portico-local)

Test wallet: open chrome://extensions, turn on Developer mode, "Load unpacked" and pick
  ${walletDir}
  Its toolbar button opens its WalletConnect page: paste the link the app's WalletConnect QR
  code carries ("Copy link") to connect over the relay.
Real wallet: add each network by hand — name, RPC URL and chain id as above, currency ETH
  (18 decimals) — and import an account from the mnemonic above.
State is kept in ${resolve(dataDir)} (delete it to start fresh).
Press Ctrl-C to stop.`)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping Portico…')
    Promise.all([solana.stop(), bitcoin.stop(), stack.stop()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
