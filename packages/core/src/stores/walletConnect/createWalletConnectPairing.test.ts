import { describe, expect, it } from 'vitest'
import { createFakeClock } from '../../clock/createFakeClock'
import {
  CONNECT_RETRY_GAP_MS,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
} from '../../constants'
import type { TrackedEvent } from '../../errors/events'
import { createConnectionStore } from '../createConnectionStore'
import { createWalletConnectPairing, PairingReplacedError } from './createWalletConnectPairing'

/** A fake "wallet side": each connect gets a URI at once and waits to be approved or refused. */
function setup(reusePairing: boolean) {
  const clock = createFakeClock({ start: 1_000_000 })
  const events: TrackedEvent[] = []
  const deleted: string[] = []
  const stored: unknown[] = []
  const connection = createConnectionStore({
    track: (e) => events.push(e),
    deleteDeepLink: () => deleted.push('deleted'),
    storeDeepLink: (l) => stored.push(l),
  })
  const attempts: {
    uri: string
    /** `buffering` when the connect started (before the URI). */
    buffering: boolean
    signal: AbortSignal
    approve(v: string): void
    refuse(e: Error): void
  }[] = []
  const pairing = createWalletConnectPairing<string>({
    connection,
    clock,
    reusePairing,
    connect: ({ onUri, signal }) =>
      new Promise<string>((resolve, reject) => {
        const uri = `wc:topic${attempts.length}@2?symKey=k`
        const { buffering } = connection.getState()
        attempts.push({ uri, buffering, signal, approve: resolve, refuse: reject })
        signal.addEventListener('abort', () => reject(signal.reason))
        onUri(uri)
      }),
  })
  const flush = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve()
  }
  return { clock, connection, pairing, attempts, events, deleted, stored, flush }
}

describe('createWalletConnectPairing', () => {
  it('stores the URI with an expiry 4 min ahead and resolves on approval', async () => {
    const { clock, connection, pairing, attempts, flush } = setup(false)
    const result = pairing.open()
    await flush()
    expect(attempts).toHaveLength(1)
    expect(attempts[0]?.buffering).toBe(true)
    expect(connection.getState()).toMatchObject({
      wcUri: attempts[0]?.uri,
      wcPairingExpiry: clock.now() + PAIRING_LIFETIME_MS,
      buffering: false,
      wcError: false,
    })
    attempts[0]?.approve('0xabc')
    await expect(result).resolves.toBe('0xabc')
  })

  it('makes a fresh pairing on each open, at least 1 s apart, abandoning the previous one', async () => {
    const { clock, connection, pairing, attempts, flush } = setup(false)
    const first = pairing.open()
    await flush()
    const second = pairing.open()
    await expect(first).rejects.toBeInstanceOf(PairingReplacedError)
    expect(attempts[0]?.signal.aborted).toBe(true)
    await flush()
    expect(attempts).toHaveLength(1) // waits for the retry gap
    clock.advance(CONNECT_RETRY_GAP_MS - 1)
    await flush()
    expect(attempts).toHaveLength(1)
    clock.advance(1)
    await flush()
    expect(attempts).toHaveLength(2)
    expect(connection.getState().wcUri).toBe(attempts[1]?.uri)
    attempts[1]?.approve('second')
    await expect(second).resolves.toBe('second')
  })

  it('on Telegram / iOS Safari reuses the pairing until expiry and shares concurrent connects', async () => {
    const { clock, connection, pairing, attempts, flush } = setup(true)
    const a = pairing.open()
    const b = pairing.open() // concurrent, before the URI arrived
    await flush()
    const c = pairing.open() // later, the pairing still valid
    expect(attempts).toHaveLength(1)
    expect(a).toBe(b)
    expect(b).toBe(c)
    pairing.leave() // the view went away: the pairing lives on here
    expect(attempts[0]?.signal.aborted).toBe(false)
    expect(connection.getState().wcUri).toBe(attempts[0]?.uri)
    attempts[0]?.approve('once')
    await expect(a).resolves.toBe('once')
    expect(clock.now()).toBe(1_000_000)
  })

  it('treats a pairing within 10 s of expiry as expired: the next open makes a fresh one', async () => {
    const { clock, pairing, attempts, flush } = setup(true)
    void pairing.open().catch(() => {})
    await flush()
    pairing.leave()
    clock.advance(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS - 1)
    const reused = pairing.open()
    await flush()
    expect(attempts).toHaveLength(1)
    pairing.leave()
    clock.advance(1) // now within the margin: off screen, the pairing is dropped
    await flush()
    expect(attempts[0]?.signal.aborted).toBe(true)
    await expect(reused).rejects.toBeTruthy()
    void pairing.open()
    await flush()
    expect(attempts).toHaveLength(2)
  })

  it('replaces a pairing that expires on screen with a fresh one, keeping the caller', async () => {
    const { clock, connection, pairing, attempts, flush } = setup(false)
    const result = pairing.open()
    await flush()
    clock.advance(PAIRING_LIFETIME_MS - PAIRING_EXPIRY_MARGIN_MS)
    await flush()
    expect(attempts).toHaveLength(2)
    expect(attempts[0]?.signal.aborted).toBe(true)
    expect(connection.getState().wcUri).toBe(attempts[1]?.uri)
    expect(connection.getState().wcPairingExpiry).toBe(clock.now() + PAIRING_LIFETIME_MS)
    attempts[1]?.approve('fresh')
    await expect(result).resolves.toBe('fresh')
  })

  it('sets wcError when the connect fails; retry clears it with a fresh pairing', async () => {
    const { clock, connection, pairing, attempts, flush } = setup(false)
    const result = pairing.open()
    await flush()
    attempts[0]?.refuse(new Error('relay down'))
    await expect(result).rejects.toThrow('relay down')
    expect(connection.getState()).toMatchObject({
      wcError: true,
      buffering: false,
      wcUri: undefined,
    })
    const again = pairing.retry()
    expect(connection.getState()).toMatchObject({ wcError: false, buffering: true })
    clock.advance(CONNECT_RETRY_GAP_MS)
    await flush()
    attempts[1]?.approve('ok')
    await expect(again).resolves.toBe('ok')
  })

  it('elsewhere, leaving the view abandons the connect and clears the URI', async () => {
    const { connection, pairing, attempts, flush } = setup(false)
    const result = pairing.open()
    await flush()
    pairing.leave()
    await expect(result).rejects.toBeInstanceOf(PairingReplacedError)
    expect(attempts[0]?.signal.aborted).toBe(true)
    expect(connection.getState()).toMatchObject({ wcUri: undefined, wcPairingExpiry: undefined })
  })

  it('records success: deep link, recent wallet, CONNECT_SUCCESS mobile or qrcode', () => {
    const { connection, pairing, events, stored } = setup(false)
    const wallet = { id: 'walletConnect', name: 'WalletConnect' }
    pairing.connected({ namespace: 'eip155', address: '0xf39F', wallet })
    expect(events.at(-1)).toMatchObject({ properties: { method: 'qrcode', namespace: 'eip155' } })
    expect(connection.getState().recentWallet).toEqual(wallet)
    expect(stored).toEqual([])

    const linking = { name: 'Rainbow', href: 'rainbow://' }
    pairing.setLinking(linking)
    pairing.connected({
      namespace: 'eip155',
      address: '0xf39F',
      wallet: { id: 'r', name: 'Rainbow' },
    })
    expect(events.at(-1)).toMatchObject({
      event: 'CONNECT_SUCCESS',
      properties: { method: 'mobile' },
    })
    expect(stored).toEqual([linking])
    expect(connection.getState().wcLinking).toEqual(linking)
  })

  it('reset abandons the connect and clears URI, expiry, linking and recent wallet', async () => {
    const { connection, pairing, attempts, deleted, flush } = setup(false)
    pairing.connected({
      namespace: 'eip155',
      address: '0xf39F',
      wallet: { id: 'walletConnect', name: 'WalletConnect' },
    })
    const result = pairing.open()
    await flush()
    pairing.reset()
    await expect(result).rejects.toBeInstanceOf(PairingReplacedError)
    expect(attempts[0]?.signal.aborted).toBe(true)
    expect(connection.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
    })
    expect(deleted).toEqual(['deleted'])
  })
})
