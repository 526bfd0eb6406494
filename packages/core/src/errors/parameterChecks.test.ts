// Every argument check of core throws the typed InvalidParameterError (a BaseError with a docs
// link), never a bare TypeError/RangeError: one row per check, the texts are tested beside each
// function.
import { describe, expect, it } from 'vitest'
import { createHttpClient } from '../api/createHttpClient'
import { getBalances } from '../api/getBalances'
import { getFungiblePrices } from '../api/getFungiblePrices'
import { getIdentity } from '../api/getIdentity'
import { getWalletImageUrl } from '../api/getWalletImageUrl'
import { createRecentWalletsStore } from '../client/createRecentWalletsStore'
import { createFakeClock } from '../clock/createFakeClock'
import { formatFee } from '../format/formatFee'
import { createStore } from '../store/createStore'
import { createConnectionStore } from '../stores/createConnectionStore'
import { createSendStore } from '../stores/createSendStore'
import { createToastStore } from '../stores/createToastStore'
import { createTransactionsStore } from '../stores/createTransactionsStore'
import { createPorticoSiwx } from '../stores/siwx/createPorticoSiwx'
import { createDeepLinkStorage } from '../stores/walletConnect/createDeepLinkStorage'
import { formatDeepLink } from '../stores/walletConnect/formatDeepLink'
import { isMobile } from '../stores/walletConnect/isMobile'
import { isPairingReused } from '../stores/walletConnect/isPairingReused'
import { addRecentWallet } from '../timed/addRecentWallet'
import { checkEmailLoginCooldown } from '../timed/checkEmailLoginCooldown'
import { createBalanceRetryBlock } from '../timed/createBalanceRetryBlock'
import { createCache } from '../timed/createCache'
import { createMemoryStorage } from '../timed/createMemoryStorage'
import { getPairingExpiry } from '../timed/getPairingExpiry'
import { isPairingExpired } from '../timed/isPairingExpired'
import { BaseError } from './base'
import { InvalidParameterError } from './parameter'

const bad = undefined as never
const client = createHttpClient({
  baseUrl: 'http://127.0.0.1:1',
  fetch: async () => new Response(),
})
const clock = createFakeClock()

const checks: [string, () => unknown][] = [
  ['createHttpClient baseUrl', () => createHttpClient({ baseUrl: 'ftp://x' })],
  ['createHttpClient clientId', () => createHttpClient({ baseUrl: 'http://x', clientId: '' })],
  ['createHttpClient path', () => client.url('no-slash')],
  ['getBalances address', () => getBalances(client, { address: '', chainId: 'eip155:1' })],
  ['getBalances chainId', () => getBalances(client, { address: '0x1', chainId: '1' as never })],
  ['getFungiblePrices', () => getFungiblePrices(client, { addresses: [''] })],
  ['getIdentity', () => getIdentity(client, { address: '' })],
  ['getWalletImageUrl', () => getWalletImageUrl(client, { imageId: '' })],
  ['createRecentWalletsStore', () => createRecentWalletsStore().add({ id: 'x', name: '' })],
  ['createFakeClock start', () => createFakeClock({ start: Number.POSITIVE_INFINITY })],
  ['createFakeClock advance', () => createFakeClock().advance(-1)],
  ['formatFee', () => formatFee('-1')],
  ['createStore', () => createStore(bad)],
  [
    'createConnectionStore',
    () =>
      createConnectionStore({
        resetTransactions() {},
        deleteDeepLink() {},
        storeDeepLink() {},
        clearNamespace() {},
      }).setPairing({ uri: 'x', expiry: 0 }),
  ],
  [
    'createSendStore send',
    () =>
      createSendStore({
        adapter: bad,
        account: createStore({ status: 'disconnected' } as never),
        getNativeBalance: () => ({ value: undefined, symbol: undefined }),
      }).send(),
  ],
  ['createToastStore duration', () => createToastStore({ clock, durationMs: 0 })],
  ['createToastStore showToast', () => createToastStore({ clock }).showToast(bad)],
  [
    'createTransactionsStore refresh',
    () => createTransactionsStore({ getHistory: bad }).refresh({ attempts: 0 }),
  ],
  ['createPorticoSiwx', () => createPorticoSiwx({ apiUrl: 'http://x', projectId: '' })],
  ['createDeepLinkStorage', () => createDeepLinkStorage({ storage: undefined }).store(bad)],
  ['formatDeepLink', () => formatDeepLink({ link: 'metamask://', uri: 'https://x' })],
  ['isMobile', () => isMobile(bad)],
  ['isPairingReused', () => isPairingReused(bad)],
  ['addRecentWallet', () => addRecentWallet([], { id: '', name: 'x' })],
  ['checkEmailLoginCooldown', () => checkEmailLoginCooldown({ lastLoginAt: 0, now: Number.NaN })],
  ['createBalanceRetryBlock', () => createBalanceRetryBlock({ clock, blockMs: -1 })],
  [
    'createCache',
    () => createCache({ storage: createMemoryStorage(), clock, lifetimes: { names: -1 } }),
  ],
  ['getPairingExpiry', () => getPairingExpiry(Number.NaN)],
  ['isPairingExpired', () => isPairingExpired({ expiry: 1, now: Number.NaN })],
]

describe('argument checks', () => {
  it.each(checks)('%s throws InvalidParameterError', async (_, call) => {
    let thrown: unknown
    try {
      await call()
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(InvalidParameterError)
    expect(thrown).toBeInstanceOf(BaseError)
    expect((thrown as BaseError).docsPath).toBe('errors.md#parameters')
  })
})
