import { type EsploraFetch, esploraRequest } from './esploraRequest'
import {
  type EsploraAddressStats,
  type EsploraFeeEstimates,
  type EsploraTransaction,
  type EsploraTxStatus,
  type EsploraUtxo,
  parseAddressStats,
  parseFeeEstimates,
  parseHeight,
  parseId,
  parseTransaction,
  parseTransactions,
  parseTxStatus,
  parseUtxos,
} from './parseEsplora'

/** Parameters of {@link createEsploraClient}. */
export type CreateEsploraClientParameters = {
  /**
   * The Esplora API base URL (a devnet's, electrs', or the Portico server's gateway
   * `…/v1/esplora/bip122:…?projectId=…`: its query string is kept on every request).
   */
  baseUrl: string
  /** The `fetch` to use; the platform's by default. */
  fetch?: EsploraFetch | undefined
}
/** Return type of {@link createEsploraClient}. */
export type EsploraClient = {
  /** `GET /blocks/tip/height`. */
  getTipHeight(): Promise<number>
  /** `GET /address/:address`: confirmed and mempool totals. */
  getAddressStats(address: string): Promise<EsploraAddressStats>
  /** `GET /address/:address/utxo`: the address's unspent outputs (mempool ones too). */
  getUtxos(address: string): Promise<EsploraUtxo[]>
  /** `GET /address/:address/txs` (newest first, up to 25), or the 25 confirmed after `lastSeenTxid`. */
  getAddressTransactions(address: string, lastSeenTxid?: string): Promise<EsploraTransaction[]>
  /** `GET /tx/:txid`. */
  getTransaction(txid: string): Promise<EsploraTransaction>
  /** `GET /tx/:txid/status`. */
  getTxStatus(txid: string): Promise<EsploraTxStatus>
  /** `POST /tx`: broadcasts a raw transaction (hex); returns its txid. */
  broadcast(rawTransactionHex: string): Promise<string>
  /** `GET /fee-estimates`: sat/vB by confirmation target in blocks. */
  getFeeEstimates(): Promise<EsploraFeeEstimates>
}

/**
 * Typed reads of an Esplora HTTP API (Blockstream's and mempool.space's, self-hostable with
 * electrs; the Portico devnet serves the same subset). Every answer is checked; an error status
 * throws `BitcoinEsploraError` with the server's text (for a refused broadcast, the node's reason).
 *
 * @throws {BitcoinEsploraError} on an error status, no answer, or an answer of the wrong shape.
 * @example
 * const esplora = createEsploraClient({ baseUrl: 'http://127.0.0.1:18443' })
 * const { chain, mempool } = await esplora.getAddressStats('bcrt1q…')
 */
export function createEsploraClient(parameters: CreateEsploraClientParameters): EsploraClient {
  const { baseUrl, fetch } = parameters
  const get = async <T>(path: string, parse: (path: string, body: string) => T): Promise<T> =>
    parse(path, await esploraRequest({ baseUrl, path, fetch }))
  const addressPath = (address: string) => `/address/${encodeURIComponent(address)}`
  const txPath = (txid: string) => `/tx/${encodeURIComponent(txid)}`
  return {
    getTipHeight: () => get('/blocks/tip/height', parseHeight),
    getAddressStats: (address) => get(addressPath(address), parseAddressStats),
    getUtxos: (address) => get(`${addressPath(address)}/utxo`, parseUtxos),
    getAddressTransactions: (address, lastSeenTxid) =>
      get(
        lastSeenTxid === undefined
          ? `${addressPath(address)}/txs`
          : `${addressPath(address)}/txs/chain/${encodeURIComponent(lastSeenTxid)}`,
        parseTransactions,
      ),
    getTransaction: (txid) => get(txPath(txid), parseTransaction),
    getTxStatus: (txid) => get(`${txPath(txid)}/status`, parseTxStatus),
    async broadcast(rawTransactionHex) {
      const path = '/tx'
      return parseId(path, await esploraRequest({ baseUrl, path, body: rawTransactionHex, fetch }))
    },
    getFeeEstimates: () => get('/fee-estimates', parseFeeEstimates),
  }
}
