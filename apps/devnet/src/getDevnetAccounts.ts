import { createECDH, createHmac, pbkdf2Sync } from 'node:crypto'
import { type Address, bytesToHex, getAddress, type Hex, keccak256 } from 'viem'
import { devnetMnemonic } from './chains'

/** Parameters of {@link getDevnetAccounts}. */
export type GetDevnetAccountsParameters = {
  /** How many accounts, from index 0 (default 10: the ones anvil funds). */
  count?: number | undefined
  /** BIP-39 mnemonic (default: {@link devnetMnemonic}). */
  mnemonic?: string | undefined
}

/** One account derived from the devnet mnemonic. */
export type DevnetAccount = { address: Address; privateKey: Hex }

/** Return type of {@link getDevnetAccounts}. */
export type GetDevnetAccountsReturnType = DevnetAccount[]

type ExtendedKey = { key: Buffer; chainCode: Buffer }

const curveOrder = BigInt('0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141')
const cache = new Map<string, { parent: ExtendedKey; accounts: DevnetAccount[] }>()

function publicKey(privateKey: Buffer, compressed: boolean): Buffer {
  const ecdh = createECDH('secp256k1')
  ecdh.setPrivateKey(privateKey)
  return ecdh.getPublicKey(undefined, compressed ? 'compressed' : 'uncompressed')
}

/** BIP-32 private child derivation with Node's native secp256k1 (fast, no precompute). */
function child(parent: ExtendedKey, index: number, hardened: boolean): ExtendedKey {
  const data = Buffer.alloc(37)
  if (hardened) parent.key.copy(data, 1)
  else publicKey(parent.key, true).copy(data, 0)
  data.writeUInt32BE((hardened ? index + 0x80000000 : index) >>> 0, 33)
  const digest = createHmac('sha512', parent.chainCode).update(data).digest()
  const tweak = BigInt(`0x${digest.subarray(0, 32).toString('hex')}`)
  const key = (tweak + BigInt(`0x${parent.key.toString('hex')}`)) % curveOrder
  if (tweak >= curveOrder || key === 0n) return child(parent, index + 1, hardened)
  return {
    key: Buffer.from(key.toString(16).padStart(64, '0'), 'hex'),
    chainCode: digest.subarray(32),
  }
}

function accountParent(mnemonic: string): ExtendedKey {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const master = createHmac('sha512', 'Bitcoin seed').update(seed).digest()
  let node: ExtendedKey = { key: master.subarray(0, 32), chainCode: master.subarray(32) }
  for (const index of [44, 60, 0]) node = child(node, index, true)
  return child(node, 0, false)
}

/**
 * Derives accounts `m/44'/60'/0'/0/i` from the devnet mnemonic (the same ones anvil funds). The
 * seed is computed once per mnemonic, so asking again costs nothing.
 *
 * @example
 * const [first] = getDevnetAccounts({ count: 1 })
 * first.address // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function getDevnetAccounts(
  parameters: GetDevnetAccountsParameters = {},
): GetDevnetAccountsReturnType {
  const { count = 10, mnemonic = devnetMnemonic } = parameters
  if (!Number.isInteger(count) || count < 0 || count > 1000)
    throw new RangeError(`count must be an integer from 0 to 1000, got ${count}`)
  let entry = cache.get(mnemonic)
  if (!entry) {
    entry = { parent: accountParent(mnemonic), accounts: [] }
    cache.set(mnemonic, entry)
  }
  const { parent, accounts } = entry
  for (let index = accounts.length; index < count; index++) {
    const { key } = child(parent, index, false)
    const hash = keccak256(publicKey(key, false).subarray(1))
    accounts.push({ address: getAddress(`0x${hash.slice(-40)}`), privateKey: bytesToHex(key) })
  }
  return accounts.slice(0, count).map((account) => ({ ...account }))
}
