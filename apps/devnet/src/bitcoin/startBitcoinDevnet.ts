import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { bitcoinDevnet } from '../chains'
import { DevnetOptionsError, DevnetStartError } from '../errors'
import { createBitcoinNode } from './createBitcoinNode'
import { handleEsploraRequest } from './esplora/handleEsploraRequest'
import { type BitcoinDevnetKey, getBitcoinDevnetKeys } from './getBitcoinDevnetKeys'

/** Parameters of {@link startBitcoinDevnet}. */
export type StartBitcoinDevnetParameters = {
  /** Esplora HTTP port (default 18443; 0 = a free port). */
  port?: number | undefined
  host?: string | undefined
}

/** Return type of {@link startBitcoinDevnet}. */
export type StartBitcoinDevnetReturnType = {
  name: string
  /** Base URL of the Esplora API (no trailing slash). */
  esploraUrl: string
  caipNetworkId: `bip122:${string}`
  /** The regtest genesis block's hash (display order). */
  genesisHash: string
  /** The funded accounts (BIP-84 `m/84'/1'/0'/0/i` of the devnet mnemonic), 50 BTC each. */
  accounts: BitcoinDevnetKey[]
  /** Height of the chain's tip. */
  height: () => number
  /** Mines `count` blocks, paying `address` (default: the devnet's miner); their hashes. */
  mine: (count: number, address?: string) => Promise<string[]>
  /** Closes the server and the node; resolves when closed. */
  stop: () => Promise<void>
}

const maxBody = 1_048_576

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new DevnetStartError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on ${host} is in use (another devnet running?); choose another port or 0.`
            : `The Bitcoin Esplora API could not listen on ${host}:${port}.`,
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

function send(response: ServerResponse, status: number, body: unknown) {
  if (typeof body === 'string')
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body)
  else response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

/**
 * Starts the local Bitcoin chain: a bcoin regtest full node in memory, in this process, behind
 * the Esplora HTTP API (the subset of btc-common.md §2). The ten devnet accounts hold 50 BTC each
 * (matured coinbases); every transaction accepted into the mempool is mined at once. Nothing is
 * kept: each start makes the same funded accounts again.
 *
 * @example
 * const bitcoin = await startBitcoinDevnet({ port: 0 })
 * await fetch(`${bitcoin.esploraUrl}/address/${bitcoin.accounts[0].address}`)
 * await bitcoin.stop()
 */
export async function startBitcoinDevnet(
  parameters: StartBitcoinDevnetParameters = {},
): Promise<StartBitcoinDevnetReturnType> {
  const { host = '127.0.0.1' } = parameters
  const port = parameters.port ?? bitcoinDevnet.defaultPort
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new DevnetOptionsError(`port must be an integer 0…65535, got ${port}.`)
  const accounts = getBitcoinDevnetKeys()
  const chain = await createBitcoinNode({ fundedAddresses: accounts.map((key) => key.address) })

  const http = createServer((request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
    response.setHeader('access-control-allow-headers', 'content-type')
    if (request.method === 'OPTIONS') return void response.writeHead(204).end()
    if (request.method !== 'GET' && request.method !== 'POST')
      return void send(response, 405, 'Method not allowed: GET, POST or OPTIONS')
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    const chunks: Buffer[] = []
    let size = 0
    // A client that goes away mid-request must not take the server down.
    request.on('error', () => response.destroy())
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      // Too large: answer 413 once and drain the rest without keeping it.
      if (size > maxBody) {
        if (!response.headersSent)
          response.writeHead(413, { connection: 'close' }).end('Request body too large')
      } else chunks.push(chunk)
    })
    request.on('end', () => {
      if (size > maxBody) return
      handleEsploraRequest(
        chain,
        request.method ?? 'GET',
        pathname,
        Buffer.concat(chunks).toString('utf8'),
      ).then(
        (answer) => send(response, answer.status, answer.body),
        () => send(response, 500, 'Internal error'),
      )
    })
  })

  let boundPort: number
  try {
    boundPort = await listen(http, port, host)
  } catch (error) {
    await chain.close()
    throw error
  }
  let stopped: Promise<void> | undefined
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    name: bitcoinDevnet.name,
    esploraUrl: `http://${urlHost}:${boundPort}`,
    caipNetworkId: bitcoinDevnet.caipNetworkId,
    genesisHash: bitcoinDevnet.genesisHash,
    accounts,
    height: chain.height,
    mine: chain.mine,
    stop: () => {
      stopped ??= (async () => {
        await new Promise<void>((resolve) => {
          http.closeAllConnections()
          http.close(() => resolve())
        })
        await chain.close()
      })()
      return stopped
    },
  }
}
