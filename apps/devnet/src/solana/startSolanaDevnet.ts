import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { solanaDevnet } from '../chains'
import { DevnetOptionsError, DevnetStartError } from '../errors'
import { createSolanaChain } from './createSolanaChain'
import { getSolanaDevnetKeys, type SolanaDevnetKey } from './getSolanaDevnetKeys'
import { handleJsonRpc } from './rpc/handleJsonRpc'
import { serveSubscriptions } from './rpc/subscriptions'
import { loadSolanaState, saveSolanaState } from './solanaState'

/** Parameters of {@link startSolanaDevnet}. */
export type StartSolanaDevnetParameters = {
  /** JSON-RPC port (default 8899; 0 = a free port). */
  port?: number | undefined
  /** WebSocket port (default 8900; 0 = a free port). The RPC port accepts WebSockets too. */
  wsPort?: number | undefined
  host?: string | undefined
  /** Folder for the saved state: loaded at start when present, written by `save()`/`stop()`. */
  stateDir?: string | undefined
  /** Wall clock in ms (default `Date.now`), for block times. */
  now?: (() => number) | undefined
}

/** Return type of {@link startSolanaDevnet}. */
export type StartSolanaDevnetReturnType = {
  name: string
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  caipNetworkId: `solana:${string}`
  /** The funded accounts (`m/44'/501'/i'/0'` of the devnet mnemonic). */
  accounts: SolanaDevnetKey[]
  /** Mint addresses of the seeded tokens. */
  mints: { pUSD: string; PTK: string }
  /** Current slot (for tests and the banner). */
  slot: () => number
  /** Writes the state into `stateDir` (no-op without one). */
  save: () => void
  /** Closes both servers and saves the state; resolves when closed. */
  stop: () => Promise<void>
}

const maxBody = 1_048_576

function checkPort(name: string, port: number) {
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new DevnetOptionsError(`${name} must be an integer 0…65535, got ${port}.`)
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new DevnetStartError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is in use (another devnet running?); choose another port or 0.`
            : `The Solana RPC could not listen on ${host}:${port}.`,
          error,
        ),
      ),
    )
    server.listen(port, host, () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
}

function cors(response: ServerResponse) {
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-methods', 'POST, OPTIONS')
  response.setHeader('access-control-allow-headers', 'content-type, solana-client')
}

/**
 * Starts the local Solana chain: LiteSVM behind our JSON-RPC (HTTP) and subscription
 * (WebSocket) servers, seeded deterministically or restored from `stateDir`.
 *
 * @example
 * const solana = await startSolanaDevnet({ port: 0, wsPort: 0 })
 * console.log(solana.rpcUrl, solana.caipNetworkId)
 * await solana.stop()
 */
export async function startSolanaDevnet(
  parameters: StartSolanaDevnetParameters = {},
): Promise<StartSolanaDevnetReturnType> {
  const { host = '127.0.0.1', stateDir } = parameters
  const port = parameters.port ?? solanaDevnet.defaultPort
  const wsPort = parameters.wsPort ?? solanaDevnet.defaultWsPort
  checkPort('port', port)
  checkPort('wsPort', wsPort)
  if (port !== 0 && port === wsPort) throw new DevnetOptionsError('port and wsPort must differ.')
  const state = stateDir ? loadSolanaState(stateDir) : undefined
  const chain = await createSolanaChain({ state, now: parameters.now })

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    cors(response)
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method !== 'POST')
      return void response
        .writeHead(405)
        .end('Used HTTP Method is not allowed. POST or OPTIONS is required')
    const chunks: Buffer[] = []
    let size = 0
    // A client that goes away mid-request must not take the server down.
    request.on('error', () => response.destroy())
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      // Too large: answer 413 once and drain the rest without keeping it.
      if (size > maxBody) {
        if (!response.headersSent) response.writeHead(413, { connection: 'close' }).end()
      } else chunks.push(chunk)
    })
    request.on('end', () => {
      if (size > maxBody) return
      handleJsonRpc(Buffer.concat(chunks).toString('utf8'), chain).then(
        (text) => {
          if (text === undefined) return void response.writeHead(204).end()
          response.writeHead(200, { 'content-type': 'application/json' }).end(text)
        },
        () => response.writeHead(500).end(),
      )
    })
  })
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxBody })
  sockets.on('connection', (socket) => serveSubscriptions(socket, chain))
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request))
  const wsServer = createServer((_request, response) => response.writeHead(426).end())
  http.on('upgrade', upgrade)
  wsServer.on('upgrade', upgrade)

  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  let rpcPort: number
  let boundWsPort: number
  try {
    rpcPort = await listen(http, port, host)
    boundWsPort = await listen(wsServer, wsPort, host)
  } catch (error) {
    await Promise.all([close(http), close(wsServer)])
    throw error
  }
  const save = () => {
    if (stateDir) saveSolanaState(stateDir, chain.snapshot())
  }
  let stopped: Promise<void> | undefined
  const urlHost = host.includes(':') ? `[${host}]` : host
  const keys = getSolanaDevnetKeys()
  return {
    name: solanaDevnet.name,
    rpcUrl: `http://${urlHost}:${rpcPort}`,
    wsUrl: `ws://${urlHost}:${boundWsPort}`,
    genesisHash: solanaDevnet.genesisHash,
    caipNetworkId: solanaDevnet.caipNetworkId,
    accounts: keys.accounts,
    mints: { pUSD: keys.mints.pUSD.address, PTK: keys.mints.PTK.address },
    slot: () => chain.slot,
    save,
    stop: () => {
      stopped ??= (async () => {
        for (const client of sockets.clients) client.terminate()
        sockets.close()
        await Promise.all([close(http), close(wsServer)])
        save()
      })()
      return stopped
    },
  }
}
