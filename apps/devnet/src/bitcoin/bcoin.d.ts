// The part of bcoin 1.0.2 (no types of its own) that the Bitcoin devnet uses. Hashes are hex
// strings in bcoin's internal (little-endian) order; `txid()`/`rhash()` give the display order.
declare module 'bcoin' {
  type Hash = string | Buffer

  class Script {
    static fromRaw(data: Buffer): Script
    toRaw(): Buffer
  }

  class Address {
    static fromScript(script: Script): Address | null
    getHash(): Buffer
  }

  type Outpoint = { hash: string; index: number }

  type Input = {
    prevout: Outpoint
    script: Script
    witness: { toRaw(): Buffer; items: Buffer[] }
    sequence: number
  }

  type Output = { script: Script; value: number }

  class CoinView {
    getOutputFor(input: Input): Output | null
  }

  class TX {
    static fromRaw(data: Buffer): TX
    version: number
    locktime: number
    inputs: Input[]
    outputs: Output[]
    hash(): Buffer
    hash(enc: 'hex'): string
    txid(): string
    isCoinbase(): boolean
    getSize(): number
    getWeight(): number
    getFee(view: CoinView): number
    toRaw(): Buffer
  }

  class Coin {
    hash: string
    index: number
    value: number
    height: number
    script: Script
    txid(): string
  }

  /** A transaction with where it is: `height` -1 (and no block) while in the mempool. */
  type TXMeta = {
    tx: TX
    mtime: number
    height: number
    block: string | null
    time: number
    index: number
  }

  type ChainEntry = { hash: string; height: number; time: number; rhash(): string }

  type Block = { txs: TX[]; rhash(): string }

  class VerifyError extends Error {
    type: 'VerifyError'
    code: string
    reason: string
    score: number
  }

  class FullNode {
    constructor(options: Record<string, unknown>)
    open(): Promise<void>
    close(): Promise<void>
    chain: {
      height: number
      tip: ChainEntry
      state: { hasWitness(): boolean; hasCSV(): boolean }
      add(block: Block): Promise<ChainEntry | null>
      getEntryByHeight(height: number): Promise<ChainEntry | null>
    }
    mempool: {
      options: { maxOrphans: number }
      addTX(tx: TX): Promise<string[] | null>
    }
    miner: { mineBlock(tip: ChainEntry, address: Address): Promise<Block> }
    fees: { estimateFee(target?: number, smart?: boolean): number }
    network: { minRelay: number; addressPrefix: { bech32: string } }
    getCoinsByAddress(addresses: Address[]): Promise<Coin[]>
    getMetaByAddress(addresses: Address[]): Promise<TXMeta[]>
    getMeta(hash: Hash): Promise<TXMeta | null>
    getMetaView(meta: TXMeta): Promise<CoinView>
  }

  const bcoin: {
    FullNode: typeof FullNode
    Address: typeof Address
    Script: typeof Script
    TX: typeof TX
    networks: { regtest: { addressPrefix: { bech32: string } } }
    util: { revHex(hex: string): string }
  }
  export default bcoin
  export type { Address, ChainEntry, Coin, CoinView, FullNode, Input, Output, Script, TX, TXMeta }
}
