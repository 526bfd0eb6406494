import bcoin, { type Address, type FullNode, type TX } from 'bcoin'
import { bitcoinDevnetMinerAddress } from './bitcoinDevnetMiner'
import { regtestScriptOf } from './bitcoinScripts'

/** What `broadcast` says: the txid of a mined transaction, or the node's reason for refusing it. */
export type BroadcastResult = { txid: string } | { rejected: string }

/** A bcoin regtest full node in memory, funded, that mines every transaction it accepts. */
export type BitcoinNode = {
  node: FullNode
  height: () => number
  /** Mines `count` blocks paying `address` (default: the devnet miner); their hashes. */
  mine: (count: number, address?: string) => Promise<string[]>
  /** Decodes, checks and adds a raw transaction to the mempool, then mines a block with it. */
  broadcast: (raw: Uint8Array) => Promise<BroadcastResult>
  close: () => Promise<void>
}

/** bcoin's Address of a regtest address string (bcoin itself cannot parse regtest's base58 or bech32m). */
export function bcoinAddressOf(address: string): Address | undefined {
  const script = regtestScriptOf(address)
  if (!script) return undefined
  return bcoin.Address.fromScript(bcoin.Script.fromRaw(Buffer.from(script))) ?? undefined
}

function isVerifyError(error: unknown): error is { type: 'VerifyError'; reason: string } {
  return (error as { type?: unknown } | null)?.type === 'VerifyError'
}

// The most blocks the start may mine while waiting for SegWit and CSV (BIP-9 on bcoin's regtest:
// 3 windows of 144 blocks, active from height 432; Bitcoin Core's regtest has them from genesis).
const maxActivationBlocks = 1_000

/**
 * Opens the node and funds `fundedAddresses`: one coinbase (50 BTC) each, then blocks to the
 * devnet miner until SegWit and CSV are active (height 432, past the 100-block coinbase maturity),
 * so that P2WPKH and version-2 transactions are accepted at once.
 *
 * @example
 * const chain = await createBitcoinNode({ fundedAddresses: ['bcrt1q…'] })
 * chain.height() // 432
 */
export async function createBitcoinNode(parameters: {
  fundedAddresses: readonly string[]
}): Promise<BitcoinNode> {
  // bcoin 1.0.2 predates Bitcoin Core's `bcrt` (its own regtest prefix is `rb`).
  bcoin.networks.regtest.addressPrefix.bech32 = 'bcrt'
  const node = new bcoin.FullNode({
    network: 'regtest',
    memory: true,
    indexTX: true,
    indexAddress: true,
    listen: false,
    // bcoin's own HTTP API (unused: the devnet serves Esplora) on a free port, not regtest's
    // 48332, so two devnets (a test project's and `npm start`'s) can run at once.
    httpHost: '127.0.0.1',
    httpPort: 0,
    logLevel: 'none',
    workers: false,
  })
  await node.open()
  // A transaction whose inputs are unknown or spent is refused, not kept as an orphan.
  node.mempool.options.maxOrphans = 0
  const miner = bcoinAddressOf(bitcoinDevnetMinerAddress())
  if (!miner) throw new Error('the devnet miner address does not parse')

  const mineOne = async (address: Address) => {
    const block = await node.miner.mineBlock(node.chain.tip, address)
    await node.chain.add(block)
    return block.rhash()
  }

  for (const funded of parameters.fundedAddresses) {
    const address = bcoinAddressOf(funded)
    if (!address) throw new Error(`not a regtest address: ${funded}`)
    await mineOne(address)
  }
  for (let i = 0; !(node.chain.state.hasWitness() && node.chain.state.hasCSV()); i++) {
    if (i >= maxActivationBlocks) throw new Error('SegWit did not activate on the regtest chain')
    await mineOne(miner)
  }

  // One change of the chain at a time: mining and broadcasts never interleave.
  let queue: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  return {
    node,
    height: () => node.chain.height,
    mine: (count, address) =>
      exclusive(async () => {
        if (!Number.isInteger(count) || count < 1 || count > 1_000)
          throw new RangeError(`count must be an integer from 1 to 1000, got ${count}`)
        const payee = address === undefined ? miner : bcoinAddressOf(address)
        if (!payee) throw new Error(`not a regtest address: ${address}`)
        const hashes: string[] = []
        for (let i = 0; i < count; i++) hashes.push(await mineOne(payee))
        return hashes
      }),
    broadcast: (raw) =>
      exclusive(async () => {
        let tx: TX
        try {
          tx = bcoin.TX.fromRaw(Buffer.from(raw))
          if (!tx.toRaw().equals(Buffer.from(raw))) throw new Error('trailing bytes')
        } catch {
          return { rejected: 'TX decode failed' }
        }
        try {
          const missing = await node.mempool.addTX(tx)
          // Bitcoin Core's reason for an input that is unknown or already spent.
          if (missing) return { rejected: 'bad-txns-inputs-missingorspent' }
        } catch (error) {
          if (isVerifyError(error)) return { rejected: error.reason }
          throw error
        }
        // Automine (as anvil's): the answer comes after the block that confirms it.
        await mineOne(miner)
        return { txid: tx.txid() }
      }),
    close: () => node.close(),
  }
}
