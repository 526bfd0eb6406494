import { join } from 'node:path'
import { startBitcoinDevnet, startSolanaDevnet } from '@portico/devnet'
import { repoRoot, startStack } from '../scripts/stack'
import {
  e2eBitcoinPorts,
  e2eExtraOrigins,
  e2ePorts,
  e2eSolanaPorts,
  publishE2eStack,
} from './e2eStack'

/**
 * Starts the stack once for the run: the local Solana chain on 18899/18900 and the local Bitcoin
 * chain on 18453 (both in memory), chains
 * 31337, 31338 and the unlisted 31339, the server on 3100 with an in-memory database, and a
 * wallet build with those RPC URLs (EVM and Solana) and test controls. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const solana = await startSolanaDevnet(e2eSolanaPorts)
  const bitcoin = await startBitcoinDevnet(e2eBitcoinPorts).catch(async (error: unknown) => {
    await solana.stop()
    throw error
  })
  const stack = await startStack({
    ports: e2ePorts,
    chains: [31337, 31338, 31339],
    wallet: {
      outDir: join(repoRoot, '.portico/e2e/test-wallet'),
      testControls: true,
      solanaRpcUrls: { [solana.caipNetworkId]: solana.rpcUrl },
    },
    // The server's gateway, balances and history serve the Solana chain too (the web app asks them).
    solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl },
    // The server's Esplora gateway serves the Bitcoin chain.
    bitcoin: { caipNetworkId: bitcoin.caipNetworkId, esploraUrl: bitcoin.esploraUrl },
    env: {
      DATABASE_URL: 'memory://',
      PORTICO_LOG_LEVEL: 'warn',
      // The app's own origins, plus the page the embedded-wallet spec serves (not the foreign one).
      PORTICO_ALLOWED_ORIGINS: [
        `http://127.0.0.1:${e2ePorts.server}`,
        `http://localhost:${e2ePorts.server}`,
        e2eExtraOrigins.app,
      ].join(','),
      // Social logins: every provider through the dev identity provider except Facebook, left
      // unconfigured (the social-login spec checks it is not offered).
      PORTICO_SOCIAL_DEV_PROVIDERS: 'google,github,apple,x,discord',
      // Redirect mode is a per-project opt-in (off by default): the social-login spec covers it.
      PORTICO_SOCIAL_REDIRECT_PROJECTS: 'portico-local',
      // The project collects the kit's tracked events (off by default): config.spec.ts shows them
      // arriving, and none when the app turns analytics off.
      PORTICO_ANALYTICS: 'on',
      // The email resend cooldown (SPEC §9: 30 s) shortened to 15 s, a development-only setting:
      // the specs still meet the refusal with its seconds left, and wait 15 s instead of 30 (or 60).
      PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS: '15',
    },
    log: (line) => console.log(line),
  }).catch(async (error: unknown) => {
    await Promise.all([solana.stop(), bitcoin.stop()])
    throw error
  })
  publishE2eStack({
    appUrl: stack.appUrl,
    frameUrl: stack.frameUrl,
    mailInboxUrl: stack.mailInboxUrl ?? '',
    walletDir: stack.walletDir,
    chains: stack.chains,
    solana: { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl, wsUrl: solana.wsUrl },
    bitcoin: { caipNetworkId: bitcoin.caipNetworkId, esploraUrl: bitcoin.esploraUrl },
    ens: stack.ens,
  })
  return async () => {
    await stack.stop()
    await Promise.all([solana.stop(), bitcoin.stop()])
  }
}
