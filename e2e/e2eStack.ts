/**
 * Added to every e2e port: `PORTICO_E2E_PORT_OFFSET=1000` lets a second checkout run the suite
 * beside this one (the default, 0, keeps the ports below).
 */
const offset = Number(process.env.PORTICO_E2E_PORT_OFFSET ?? 0) || 0

/** Ports of the e2e stack: away from `npm start`'s 3000 / 8545-8547 so both can run at once. */
export const e2ePorts = {
  server: 3100 + offset,
  frame: 3101 + offset,
  // The development OpenID provider (social logins); 3102 and 3103 are e2eExtraOrigins.
  identity: 3104 + offset,
  chains: { 31337: 18545 + offset, 31338: 18546 + offset, 31339: 18547 + offset },
  // The ERC-4337 bundlers (alto) of the listed chains: smart accounts on 31337 and 31338.
  bundlers: { 31337: 14337 + offset, 31338: 14338 + offset },
}

/** The e2e run's local Solana chain: away from `npm start`'s 8899 / 8900. */
export const e2eSolanaPorts = { port: 18899 + offset, wsPort: 18900 + offset }

/** The e2e run's local Bitcoin chain (its Esplora API): away from `npm start`'s 18443. */
export const e2eBitcoinPorts = { port: 18453 + offset }

/** What global setup hands to the tests (through the environment). */
export type E2eStack = {
  appUrl: string
  /** The wallet frame page on its own origin (port 3101). */
  frameUrl: string
  /** The mail catcher's inbox on its own loopback listener (`…/dev/mail`; login codes). */
  mailInboxUrl: string
  walletDir: string
  chains: { id: number; name: string; caipNetworkId: string; rpcUrl: string }[]
  /** The local Solana chain (the test wallet's Solana side sends to it). */
  solana: { caipNetworkId: string; rpcUrl: string; wsUrl: string }
  /** The local Bitcoin chain (bcoin regtest): its Esplora API, also served by the server's gateway. */
  bitcoin: { caipNetworkId: string; esploraUrl: string }
  /** ENS on chain 31337 (names resolve through the server's gateway). */
  ens?: { registry: string; universalResolver: string } | undefined
}

const variable = 'PORTICO_E2E_STACK'

/** Records the running stack for the test workers. */
export function publishE2eStack(stack: E2eStack): void {
  process.env[variable] = JSON.stringify(stack)
}

/**
 * The stack global setup started. Throws when the tests run without it.
 *
 * @example
 * const { appUrl } = readE2eStack()
 */
export function readE2eStack(): E2eStack {
  const value = process.env[variable]
  if (!value) throw new Error(`${variable} is not set: run the suite with playwright.config.ts`)
  return JSON.parse(value) as E2eStack
}

/** A second app of the project (embedded-wallet specs serve their own page there) and a foreign site. */
export const e2eExtraOrigins = {
  app: `http://127.0.0.1:${3102 + offset}`,
  foreign: `http://127.0.0.1:${3103 + offset}`,
}
