import { FrameSessionError } from '../errors'
import { deriveEmbeddedAccounts } from '../keys/deriveEmbeddedAccounts'
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

/**
 * The frame's session and keys, kept in the frame origin's storage: the device token (made on
 * first use), the server session, and the custody — a first login makes the wallet here and
 * stores its server and recovery shares sealed on the server; a new browser rebuilds it from the
 * server and recovery shares and keeps the recovery share as its device share. `accounts` rebuilds
 * the keys in memory (device + server share) for one request.
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
  const accounts = async () => {
    const token = await session()
    const device = await storage.get('deviceShare')
    if (device === undefined)
      throw new FrameSessionError({ reason: 'This browser holds no key share: sign in again' })
    const { share } = await api.post<{ share: string }>('/v1/embedded/shares/server', {}, token)
    return deriveEmbeddedAccounts({ mnemonic: await combineShares([device, share]) })
  }
  /** After login: make the wallet (first login) or bring its share to this browser. */
  const ensureKeys = async (token: string, known: EmbeddedUser): Promise<EmbeddedUser> => {
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
      await storage.set('deviceShare', made.shares.device)
      return { ...known, evmAddress: made.evmAddress, solanaAddress: made.solanaAddress }
    }
    if ((await storage.get('deviceShare')) === undefined) {
      const server = await api.post<{ share: string }>('/v1/embedded/shares/server', {}, token)
      const recovery = await api.post<{ share: string }>('/v1/embedded/shares/recovery', {}, token)
      const rebuilt = deriveEmbeddedAccounts({
        mnemonic: await combineShares([server.share, recovery.share]),
      })
      if (rebuilt.evm.address !== known.evmAddress)
        throw new FrameSessionError({ reason: 'The key shares do not match this account' })
      await storage.set('deviceShare', recovery.share)
    }
    return known
  }
  return { deviceToken, session, user, accounts, ensureKeys }
}

export type FrameCustody = ReturnType<typeof createFrameCustody>
