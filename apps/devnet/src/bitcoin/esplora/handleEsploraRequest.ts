import bcoin from 'bcoin'
import type { BitcoinNode } from '../createBitcoinNode'
import { esploraAddress, esploraAddressTransactions, esploraUtxos } from './esploraAddress'
import { esploraFeeEstimates } from './esploraFeeEstimates'
import { esploraStatus, esploraTransaction } from './esploraTransaction'

/** The answer to one Esplora request: a text (`string`) or a JSON value. */
export type EsploraResponse = { status: number; body: unknown }

const text = (status: number, body: string): EsploraResponse => ({ status, body })
const json = (body: unknown): EsploraResponse => ({ status: 200, body })

const invalidAddress = text(400, 'Invalid Bitcoin address')
const notFound = text(404, 'Not found')
const txNotFound = text(404, 'Transaction not found')
const txidPattern = /^[0-9a-f]{64}$/i

async function readTransaction(chain: BitcoinNode, txid: string) {
  const meta = await chain.node.getMeta(bcoin.util.revHex(txid.toLowerCase()))
  return meta ?? undefined
}

/**
 * Answers the Esplora API subset the kit and the server read (see btc-common.md §2) from the
 * node: `GET /blocks/tip/height|hash`, `/address/:a`, `/address/:a/utxo`, `/address/:a/txs`,
 * `/address/:a/txs/chain/:txid`, `/tx/:txid`, `/tx/:txid/status`, `/tx/:txid/hex`,
 * `/fee-estimates`, and `POST /tx` (raw hex).
 *
 * @example
 * await handleEsploraRequest(chain, 'GET', '/blocks/tip/height', '') // { status: 200, body: '432' }
 */
export async function handleEsploraRequest(
  chain: BitcoinNode,
  method: string,
  pathname: string,
  body: string,
): Promise<EsploraResponse> {
  const parts = pathname.split('/').slice(1)
  const [head, id, sub, subsub, last] = parts
  if (method === 'POST') {
    if (pathname !== '/tx') return notFound
    const raw = body.trim()
    if (raw.length === 0 || raw.length % 2 !== 0 || !/^[0-9a-f]+$/i.test(raw))
      return text(400, 'TX decode failed')
    const result = await chain.broadcast(Buffer.from(raw, 'hex'))
    return 'txid' in result ? text(200, result.txid) : text(400, result.rejected)
  }
  if (pathname === '/blocks/tip/height') return text(200, String(chain.height()))
  if (pathname === '/blocks/tip/hash') return text(200, chain.node.chain.tip.rhash())
  if (pathname === '/fee-estimates') return json(esploraFeeEstimates(chain.node))

  if (head === 'address' && id && parts.length >= 2 && parts.length <= 5) {
    const address = id
    let answer: unknown
    if (parts.length === 2) answer = await esploraAddress(chain.node, address)
    else if (parts.length === 3 && sub === 'utxo') answer = await esploraUtxos(chain.node, address)
    else if (parts.length === 3 && sub === 'txs')
      answer = await esploraAddressTransactions(chain.node, address)
    else if (parts.length === 5 && sub === 'txs' && subsub === 'chain' && last) {
      if (!txidPattern.test(last)) return text(400, 'Invalid transaction id')
      answer = await esploraAddressTransactions(chain.node, address, last.toLowerCase())
    } else return notFound
    return answer === undefined ? invalidAddress : json(answer)
  }

  if (head === 'tx' && id && parts.length <= 3) {
    if (!txidPattern.test(id)) return text(400, 'Invalid transaction id')
    if (parts.length === 3 && sub !== 'status' && sub !== 'hex') return notFound
    const meta = await readTransaction(chain, id)
    if (!meta) return txNotFound
    if (sub === 'status') return json(esploraStatus(meta))
    if (sub === 'hex') return text(200, meta.tx.toRaw().toString('hex'))
    const view = meta.tx.isCoinbase() ? undefined : await chain.node.getMetaView(meta)
    return json(esploraTransaction(meta, view))
  }
  return notFound
}
