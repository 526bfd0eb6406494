import { FrameSessionError } from '../errors'
import {
  type DeriveEmbeddedAccountsReturnType,
  deriveEmbeddedAccounts,
} from '../keys/deriveEmbeddedAccounts'
import { combineShares, createWallet } from '../keys/splitWallet'
import type { EmbeddedApi, EmbeddedUser } from './createEmbeddedApi'
import type { FrameStorage } from './frameStorage'

export type CreateFrameCustodyParameters = {
  api: EmbeddedApi
  storage: FrameStorage
}

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** Where a user's device share is kept: one per user, so a browser shared by two never mixes them. */
const deviceShareKey = (userId: string) => `deviceShare:${userId}`
/** Where a frame from before per-user shares kept the one device share of the project. */
const legacyDeviceShareKey = 'deviceShare'

/**
 * The frame's session and keys, kept in the frame origin's storage: the device token (made on
 * first use), the server session and its user's id, and the custody — a first login makes the
 * wallet here and stores its server and recovery shares sealed on the server; a new browser
 * rebuilds it from the server and recovery shares and keeps the recovery share as its device
 * share. Device shares are kept per user (`deviceShare:<userId>`), and every rebuilt key is
 * checked against the account's address before use: a share that rebuilds another key is never
 * used to sign (the keys are rebuilt from server + recovery share, or the request is refused).
 * `accounts` rebuilds the keys in memory (device + server share) for one request; `signOut`
 * forgets the session (the user's device share stays, per user).
 *
 * @example
 * const custody = createFrameCustody({ api, storage })
 * const user = await custody.ensureKeys(sessionToken, await custody.user())
 */
export function createFrameCustody({ api, storage }: CreateFrameCustodyParameters) {
  const deviceToken = async () => {
    const known = await storage.get('deviceToken')
    if (known !== undefined) return known
    const made = randomToken()
    await storage.set('deviceToken', made)
    return made
  }
  const session = async () => {
    const token = await storage.get('session')
    if (token === undefined) throw new FrameSessionError({ reason: 'Not signed in' })
    return token
  }
  const user = async () =>
    (await api.post<{ user: EmbeddedUser }>('/v1/embedded/session', {}, await session())).user
  const serverShare = async (token: string) =>
    (await api.post<{ share: string }>('/v1/embedded/shares/server', {}, token)).share
  /** The keys two shares rebuild, only when they are `known`'s (else undefined). */
  const rebuild = async (
    shares: [string, string],
    known: EmbeddedUser,
  ): Promise<DeriveEmbeddedAccountsReturnType | undefined> => {
    const mnemonic = await combineShares(shares).catch(() => undefined)
    if (mnemonic === undefined || known.evmAddress === null) return undefined
    const keys = deriveEmbeddedAccounts({ mnemonic })
    return keys.evm.address.toLowerCase() === known.evmAddress.toLowerCase() ? keys : undefined
  }
  /** Server + recovery share (a session's first minutes only), kept as this user's device share. */
  const recover = async (token: string, known: EmbeddedUser) => {
    const server = await serverShare(token)
    const recovery = await api
      .post<{ share: string }>('/v1/embedded/shares/recovery', {}, token)
      .catch(() => undefined)
    const keys = recovery && (await rebuild([server, recovery.share], known))
    if (recovery === undefined || keys === undefined)
      throw new FrameSessionError({ reason: 'The key shares do not match this account' })
    await storage.set(deviceShareKey(known.id), recovery.share)
    return keys
  }
  /** `known`'s keys for one request: its device share + the server share, checked, or refused. */
  const accounts = async (known: EmbeddedUser) => {
    const token = await session()
    const device = await storage.get(deviceShareKey(known.id))
    if (device === undefined)
      throw new FrameSessionError({ reason: 'This browser holds no key share: sign in again' })
    const keys = await rebuild([device, await serverShare(token)], known)
    if (keys !== undefined) return keys
    // Never sign with a key that is not this account's: rebuild from the recovery share (in a
    // session's first minutes), else drop the share and ask for a new sign-in (which recovers).
    return recover(token, known).catch(async () => {
      await storage.delete(deviceShareKey(known.id))
      throw new FrameSessionError({
        reason: "This browser's key share does not match this account: sign in again",
      })
    })
  }
  /** After login: make the wallet (first login), check this browser's share, or bring it here. */
  const ensureKeys = async (token: string, known: EmbeddedUser): Promise<EmbeddedUser> => {
    await storage.set('userId', known.id)
    if (known.evmAddress === null) {
      const made = await createWallet()
      await api.post(
        '/v1/embedded/shares',
        {
          serverShare: made.shares.server,
          recoveryShare: made.shares.recovery,
          evmAddress: made.evmAddress,
          solanaAddress: made.solanaAddress,
        },
        token,
      )
      await storage.set(deviceShareKey(known.id), made.shares.device)
      return { ...known, evmAddress: made.evmAddress, solanaAddress: made.solanaAddress }
    }
    const own = await storage.get(deviceShareKey(known.id))
    const legacy = await storage.get(legacyDeviceShareKey)
    const server = own === undefined && legacy === undefined ? undefined : await serverShare(token)
    if (own !== undefined && server !== undefined && (await rebuild([own, server], known)))
      return known
    // A share from before per-user shares: this user's only if it rebuilds this user's address
    // (it then moves under the user's key); another user's stays for that user's next sign-in.
    if (legacy !== undefined && server !== undefined && (await rebuild([legacy, server], known))) {
      await storage.set(deviceShareKey(known.id), legacy)
      await storage.delete(legacyDeviceShareKey)
      return known
    }
    await recover(token, known)
    return known
  }
  /**
   * Forgets the session; answers its token. The user's device share stays: the server releases
   * the recovery share once per approved browser, so a share dropped here could never come back
   * to this browser. Alone it is 1 of 3 (the server share needs a new login), and it is kept per
   * user and checked against the account's address before any use.
   */
  const signOut = async () => {
    const token = await storage.get('session')
    await storage.delete('userId')
    await storage.delete('session')
    return token
  }
  return { deviceToken, session, user, accounts, ensureKeys, signOut }
}

export type FrameCustody = ReturnType<typeof createFrameCustody>
