import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  addDevnetEnsGateway,
  type DeployEnsReturnType,
  deployDevnetEns,
  deployDevnetFarcaster,
  devnetEnsGatewayKey,
  startDevIdentityProvider,
  startDevnet,
} from '@portico/devnet'
import { devnetChains } from '@portico/devnet/chains'
import { createServer, loadConfig } from '@portico/server'
import { buildConfigFile, buildWallet, resolveWalletConfig } from '@portico/test-wallet'
import { findDocumentedVariables } from './findDocumentedVariables'
import { fundOnrampTreasury } from './fundOnrampTreasury'
import { isOutputStale } from './isOutputStale'
import { serverVariables } from './serverVariables'
import { startStackBundlers } from './startStackBundlers'

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Parameters of {@link startStack}. */
export type StartStackParameters = {
  /**
   * `server` (default 3000; 0 = any free port), `frame` (the wallet frame's own origin, default
   * 3001) and per-chain node ports (default: each chain's).
   */
  ports?:
    | {
        server?: number | undefined
        frame?: number | undefined
        /** The mail catcher's inbox on 127.0.0.1 (`/dev/mail`; default 0, any free port). */
        inbox?: number | undefined
        /**
         * The development OpenID provider behind the social logins (default the server's port + 2,
         * e.g. 3002; 0 = any free port; `false` = none). Not started when the server's port is 0
         * (its callback URL must be known first) or `PORTICO_SOCIAL_DEV_ISSUER` is set.
         */
        identity?: number | false | undefined
        chains?: Record<number, number> | undefined
        /**
         * The ERC-4337 bundler of each listed EVM chain (default 4337 for 31337, 4338 for 31338;
         * 0 = any free port; `false` = none, so no smart accounts). Not started when
         * `PORTICO_BUNDLER_URLS` is given.
         */
        bundlers?: Record<number, number> | false | undefined
      }
    | undefined
  /** Devnet chains to run (default 31337 and 31338; 31339 is the unlisted one). */
  chains?: number[] | undefined
  /** Keep state here (`devnet/` for the chains, `data/` for PGlite); unset = in memory. */
  dataDir?: string | undefined
  /** Build the web app and the wallet when missing or older than their sources (default true). */
  build?: boolean | undefined
  /**
   * Where the wallet goes and whether it accepts test controls (default apps/test-wallet/dist), and
   * its Solana RPC URLs (CAIP-2 id → URL; default the local chain on 8899).
   */
  wallet?:
    | {
        outDir?: string | undefined
        testControls?: boolean | undefined
        solanaRpcUrls?: Record<string, string> | undefined
      }
    | undefined
  /** A running local Solana chain the server serves too (gateway, balances), e.g. `startSolanaDevnet`'s. */
  solana?: { caipNetworkId: string; rpcUrl: string } | undefined
  /**
   * A running local Bitcoin chain the server serves too (its Esplora gateway), e.g.
   * `startBitcoinDevnet`'s: listed in `PORTICO_RPC_URLS` with its Esplora base URL.
   */
  bitcoin?: { caipNetworkId: string; esploraUrl: string } | undefined
  /**
   * Environment for the server's `loadConfig` (e.g. `process.env`): every `PORTICO_*` variable and
   * `PORT`, `HOST`, `DATABASE_URL`, `REDIS_URL`, `SMTP_URL`, `NODE_ENV` given here reach the server
   * over the stack's own values (a `PORTICO_*` name the docs do not know is passed too, with a
   * warning); the stack fills the rest. Always development (`PORTICO_DEV=1`).
   */
  env?: Record<string, string | undefined> | undefined
  /** Progress lines (default: none). */
  log?: ((line: string) => void) | undefined
}

/** A chain of the running stack. */
export type StackChain = { id: number; name: string; caipNetworkId: string; rpcUrl: string }

/** What {@link startStack} started. */
export type StartStackReturnType = {
  /** The web app (and API) origin, e.g. `http://127.0.0.1:3000`. */
  appUrl: string
  chains: StackChain[]
  mnemonic: string
  /** The unpacked test-wallet extension built for these chains. */
  walletDir: string
  /**
   * The dev inbox of the built-in mail catcher (`SMTP_URL` unset), on its own loopback listener,
   * e.g. `http://127.0.0.1:3003/dev/mail` (JSON at `…/dev/mail/messages?to=`).
   */
  mailInboxUrl: string | undefined
  /** The wallet frame page on its own origin, e.g. `http://127.0.0.1:3001/frame`. */
  frameUrl: string
  /** The development OpenID provider's issuer (every social button logs in there), when started. */
  identityIssuer: string | undefined
  /** The ERC-4337 bundler of each chain that has one (CAIP-2 id → URL), when started. */
  bundlerUrls: Record<string, string>
  /** ENS on chain 31337, answering Portico's names through the server's CCIP-Read gateway. */
  ens: DeployEnsReturnType | undefined
  /** The devnet's Farcaster account on chain 31337's ID registry (its custody key: account 16). */
  farcaster: { idRegistry: string; fid: bigint; custody: string } | undefined
  /** Stops the server, then the devnet. */
  stop(): Promise<void>
}

/**
 * Starts what `npm start` runs: builds apps/web and the test wallet when stale, starts the devnet,
 * an ERC-4337 bundler per listed EVM chain, and the server (serving apps/web/dist and the RPC
 * gateway, bundler methods included, to the requested chains).
 *
 * @example
 * const stack = await startStack({ ports: { server: 3100, chains: { 31337: 18545 } } })
 * console.log(stack.appUrl)
 * await stack.stop()
 */
export async function startStack(
  parameters: StartStackParameters = {},
): Promise<StartStackReturnType> {
  const { ports = {}, dataDir, build = true, env = {}, log = () => {} } = parameters
  const chainIds = parameters.chains ?? devnetChains.map((chain) => chain.id)
  const webDist = join(repoRoot, 'apps/web/dist')
  if (build) await buildWebIfStale(webDist, log)

  const devnet = await startDevnet({
    chains: chainIds,
    ports: ports.chains ?? {},
    ...(dataDir ? { stateDir: resolve(dataDir, 'devnet') } : {}),
  })
  const stops: (() => Promise<void>)[] = [() => devnet.stop()]
  const stop = async () => {
    const errors: unknown[] = []
    for (const step of stops.splice(0).reverse()) await step().catch((e) => errors.push(e))
    if (errors.length) throw new AggregateError(errors, 'The stack did not stop cleanly')
  }
  try {
    const chains: StackChain[] = devnet.chains.map(({ id, name, caipNetworkId, rpcUrl }) => ({
      id,
      name,
      caipNetworkId,
      rpcUrl,
    }))
    const walletDir = resolve(parameters.wallet?.outDir ?? join(repoRoot, 'apps/test-wallet/dist'))
    const rpcUrls = Object.fromEntries(chains.map((chain) => [chain.id, chain.rpcUrl]))
    if (build)
      await buildWalletIfStale(
        {
          outDir: walletDir,
          rpcUrls,
          testControls: parameters.wallet?.testControls ?? false,
          solanaRpcUrls: parameters.wallet?.solanaRpcUrls,
          // The wallet's WalletConnect page talks to this server's relay (unknown for port 0).
          ...(ports.server !== 0 && { relayUrl: `ws://127.0.0.1:${ports.server ?? 3000}/relay` }),
        },
        log,
      )

    // The app requests only the listed chains; an unlisted one (31339) stays off the gateway.
    const listed: { caipNetworkId: string; rpcUrl: string }[] = chains.filter((chain) =>
      devnetChains.some((known) => known.id === chain.id),
    )
    if (parameters.solana) listed.push(parameters.solana)
    if (parameters.bitcoin)
      listed.push({
        caipNetworkId: parameters.bitcoin.caipNetworkId,
        rpcUrl: parameters.bitcoin.esploraUrl,
      })
    // One ERC-4337 bundler per listed EVM chain (the embedded wallet's smart accounts), started
    // now and awaited below, while the rest starts.
    const evmListed = chains.filter((chain) => devnetChains.some((known) => known.id === chain.id))
    const bundlersStarting =
      ports.bundlers === false || env.PORTICO_BUNDLER_URLS
        ? undefined
        : startStackBundlers({
            chains: evmListed.map((chain) => ({
              ...chain,
              port:
                (ports.bundlers as Record<number, number> | undefined)?.[chain.id] ??
                4337 + (chain.id - 31337),
            })),
          })
    // Stopped with the stack even if a later step fails before they are awaited.
    stops.push(async () => (await bundlersStarting?.catch(() => undefined))?.stop())
    // The sandbox on-ramp pays purchases from its own devnet account (topped up on each start).
    const treasury = env.PORTICO_ONRAMP_SANDBOX_KEY
      ? undefined
      : await fundOnrampTreasury({ chains })
    // The development identity provider: every social provider without its own configuration
    // logs in there, through the real protocol (docs/embedded-wallet.md#social-logins).
    const serverPort = ports.server ?? 3000
    const identityPort = ports.identity ?? serverPort + 2
    const identity =
      identityPort === false || serverPort === 0 || env.PORTICO_SOCIAL_DEV_ISSUER
        ? undefined
        : await startDevIdentityProvider({
            port: identityPort,
            // The callback lives on the wallet frame's origin (its page hands the login to the frame).
            redirectUris: ['localhost', '127.0.0.1'].map(
              (host) => `http://${host}:${ports.frame ?? 3001}/v1/embedded/social/callback`,
            ),
          })
    if (identity) stops.push(() => identity.stop())
    const bundlers = await bundlersStarting
    // ENS on chain 31337 (registry, public resolver with devnet.eth for account 17, universal
    // resolver), before the server so it reads identities' ENS names there.
    const ensChain = chains.find((chain) => chain.id === 31337)
    const ensDeployed = ensChain
      ? await deployDevnetEns({ rpcUrl: ensChain.rpcUrl, mnemonic: devnet.mnemonic })
      : undefined
    // Farcaster's ID registry at its address on chain 31337, with the devnet's Farcaster account
    // (custody key: account 16, held by the test wallet) registered: Farcaster login offline.
    const farcaster = ensChain
      ? await deployDevnetFarcaster({ rpcUrl: ensChain.rpcUrl, mnemonic: devnet.mnemonic })
      : undefined
    const config = loadConfig({
      PORT: String(ports.server ?? 3000),
      HOST: '127.0.0.1',
      ...(dataDir ? { PORTICO_DATA_DIR: resolve(dataDir, 'data') } : { DATABASE_URL: 'memory://' }),
      PORTICO_RPC_URLS: listed.map((chain) => `${chain.caipNetworkId}=${chain.rpcUrl}`).join(','),
      ...(bundlers
        ? {
            PORTICO_BUNDLER_URLS: Object.entries(bundlers.urls)
              .map(([chain, url]) => `${chain}=${url}`)
              .join(','),
          }
        : {}),
      PORTICO_WEB_DIST: webDist,
      PORTICO_LOG_LEVEL: 'warn',
      // The devnet's tokens and Uniswap V2 pools, and the Solana devnet's mints, for balances and prices.
      PORTICO_TOKEN_LISTS: join(repoRoot, 'apps/server/data/devnet-tokens.json'),
      // Key shares and code hashes stay readable across restarts of a kept state folder.
      ...(dataDir && !env.PORTICO_EMBEDDED_SECRET
        ? { PORTICO_EMBEDDED_SECRET: await readOrCreateSecret(resolve(dataDir, 'embedded-secret')) }
        : {}),
      // The wallet frame's own origin (its listener below).
      PORTICO_FRAME_ORIGINS: `http://localhost:${ports.frame ?? 3001},http://127.0.0.1:${ports.frame ?? 3001}`,
      // The ENS gateway's signing key: a public devnet key (account 18 of the devnet mnemonic).
      PORTICO_ENS_GATEWAY_KEY: devnetEnsGatewayKey(devnet.mnemonic),
      // Portico's names under the devnet's zone, and ENS names read on the devnet's ENS.
      PORTICO_NAME_ZONE: 'portico.id',
      ...(ensDeployed
        ? {
            PORTICO_ENS_CHAIN: 'eip155:31337',
            PORTICO_ENS_UNIVERSAL_RESOLVER: ensDeployed.universalResolver,
          }
        : {}),
      ...(farcaster && ensChain ? { PORTICO_FARCASTER_RPC_URL: ensChain.rpcUrl } : {}),
      ...(treasury ? { PORTICO_ONRAMP_SANDBOX_KEY: treasury.privateKey } : {}),
      ...(identity
        ? {
            PORTICO_SOCIAL_DEV_ISSUER: identity.issuer,
            PORTICO_SOCIAL_DEV_CLIENT_ID: identity.clientId,
            PORTICO_SOCIAL_DEV_CLIENT_SECRET: identity.clientSecret,
          }
        : {}),
      ...serverVariables(env, await findDocumentedVariables({ root: repoRoot }), log),
      // `npm start` is the development switch's user: the mail catcher, the development identity
      // provider, the sandbox on-ramp and the devnet's keys run only with it.
      PORTICO_DEV: '1',
    })
    const server = await createServer(config)
    stops.push(() => server.close())
    await server.app.listen({ port: config.port, host: config.host })
    const address = server.app.server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    const frame = await server.listenFrame({ port: ports.frame ?? 3001, host: config.host })
    const inbox =
      server.mailCatcher === undefined
        ? undefined
        : await server.listenDevInbox({ port: ports.inbox ?? 0 })
    const appUrl = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`
    // The devnet ENS's offchain resolver of Portico's names, asking this server's gateway (any ENS
    // client then resolves Portico's names).
    const ens =
      ensChain && ensDeployed && config.ensGatewayKey && config.nameZone
        ? {
            ...ensDeployed,
            offchainResolver: await addDevnetEnsGateway({
              rpcUrl: ensChain.rpcUrl,
              mnemonic: devnet.mnemonic,
              registry: ensDeployed.registry,
              gatewayUrl: `${appUrl}/v1/ens/gateway`,
              gatewayKey: config.ensGatewayKey,
              zone: config.nameZone,
            }),
          }
        : ensDeployed
    return {
      appUrl,
      chains,
      mnemonic: devnet.mnemonic,
      walletDir,
      mailInboxUrl: inbox?.url,
      frameUrl: `${frame.url}/frame`,
      identityIssuer: identity?.issuer,
      bundlerUrls: bundlers?.urls ?? {},
      ens,
      farcaster,
      stop,
    }
  } catch (error) {
    await stop().catch(() => {})
    throw error
  }
}

/** The embedded wallet's server secret of a kept state folder: read, or made once (mode 0600). */
async function readOrCreateSecret(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').catch(() => undefined)
  if (existing !== undefined && /^[0-9a-f]{64}$/.test(existing.trim())) return existing.trim()
  const secret = randomBytes(32).toString('hex')
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

/**
 * Builds apps/web (`vite build`) when a source it bundles is newer than its dist (`npm start`,
 * the e2e stack and `npm run bench:bundle` share one build that way).
 */
export async function buildWebIfStale(webDist: string, log: (line: string) => void): Promise<void> {
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'apps/web/package.json',
    'packages/core/src',
    'packages/embedded-wallet/src',
    'packages/evm/src',
    'packages/react/src',
    'packages/solana/src',
    'packages/walletconnect/src',
    'apps/devnet/src/chains.ts',
  ].map((path) => join(repoRoot, path))
  if (!(await isOutputStale({ output: join(webDist, 'index.html'), sources }))) return
  log('Building apps/web (vite build)…')
  await run('npm', ['run', 'build', '-w', '@portico/web'], log)
}

async function buildWalletIfStale(
  parameters: {
    outDir: string
    rpcUrls: Record<number, string>
    solanaRpcUrls?: Record<string, string> | undefined
    testControls: boolean
    relayUrl?: string | undefined
  },
  log: (line: string) => void,
): Promise<void> {
  const sources = [
    'apps/test-wallet/src',
    'apps/test-wallet/package.json',
    'apps/devnet/src/chains.ts',
    'packages/core/src',
    'packages/walletconnect/src',
  ].map((path) => join(repoRoot, path))
  const recorded = join(parameters.outDir, buildConfigFile)
  const wanted = JSON.stringify(resolveWalletConfig(parameters))
  const built = await readFile(recorded, 'utf8').then(
    (text) => JSON.stringify(JSON.parse(text)),
    () => undefined,
  )
  if (built === wanted && !(await isOutputStale({ output: recorded, sources }))) return
  log(`Building the test wallet into ${parameters.outDir}…`)
  await buildWallet(parameters)
}

function run(command: string, args: string[], log: (line: string) => void): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    child.on('error', fail)
    child.on('exit', (code) => {
      if (code === 0) return done()
      log(output)
      fail(new Error(`${command} ${args.join(' ')} failed with exit code ${code}`))
    })
  })
}
