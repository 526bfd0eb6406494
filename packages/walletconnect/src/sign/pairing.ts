// Pairing steps (internal): create, pair from a URI, activate, ping, delete.
import { PAIRING_LIFETIME_MS } from '@portico/core/internal'
import { generateRandomBytes32 } from '../crypto/generateRandomBytes32'
import { hashKey } from '../crypto/hashKey'
import { SignExpiredError, SignNotFoundError } from '../errors/sign'
import { formatPairingUri } from '../uri/formatPairingUri'
import { parsePairingUri } from '../uri/parsePairingUri'
import type { SignContext } from './createSignContext'
import { ACTIVE_PAIRING_LIFETIME_S, signErrors } from './rpc'
import type { Pairing, SignMetadata } from './types'

/** A new pairing with a `wc:` URI valid for PAIRING_LIFETIME_MS (4 min, SPEC §9). */
export async function createPairing(
  ctx: SignContext,
  methods: string[] = ['wc_sessionPropose'],
): Promise<Pairing & { uri: string }> {
  const symKey = generateRandomBytes32()
  const topic = hashKey(symKey)
  const expiry = ctx.nowSeconds() + Math.floor(PAIRING_LIFETIME_MS / 1000)
  const uri = formatPairingUri({
    topic,
    symKey,
    relayProtocol: 'irn',
    expiryTimestamp: expiry,
    methods,
  })
  const pairing = { topic, expiry, relay: { protocol: 'irn' }, active: false, uri }
  ctx.state.pairings.set(topic, pairing)
  await ctx.subscribe(topic, symKey)
  return pairing
}

/** Wallet side: reads the URI, stores the key and subscribes to the pairing topic. */
export async function pairFromUri(ctx: SignContext, uri: string): Promise<Pairing> {
  const parsed = parsePairingUri(uri)
  const now = ctx.nowSeconds()
  const expiry = parsed.expiryTimestamp ?? now + Math.floor(PAIRING_LIFETIME_MS / 1000)
  if (expiry <= now) throw new SignExpiredError('the pairing URI has expired')
  const known = ctx.state.pairings.get(parsed.topic)
  const pairing: Pairing = known ?? {
    topic: parsed.topic,
    expiry,
    relay: { protocol: parsed.relayProtocol },
    active: false,
    ...(parsed.methods && { methods: parsed.methods }),
  }
  ctx.state.pairings.set(pairing.topic, pairing)
  await ctx.subscribe(pairing.topic, parsed.symKey)
  return pairing
}

/** Marks a pairing used by a settled session: it lives 30 days and knows its peer. */
export async function activatePairing(ctx: SignContext, topic: string, peer: SignMetadata) {
  const pairing = ctx.state.pairings.get(topic)
  if (!pairing) return
  ctx.state.pairings.set(topic, {
    ...pairing,
    active: true,
    peerMetadata: peer,
    expiry: ctx.nowSeconds() + ACTIVE_PAIRING_LIFETIME_S,
  })
  await ctx.save()
}

export function getPairing(ctx: SignContext, topic: string): Pairing {
  const pairing = ctx.state.pairings.get(topic)
  if (!pairing) throw new SignNotFoundError('pairing', topic)
  if (pairing.expiry <= ctx.nowSeconds()) throw new SignExpiredError(`pairing ${topic}`)
  return pairing
}

export async function pingPairing(ctx: SignContext, topic: string): Promise<void> {
  getPairing(ctx, topic)
  const { result } = await ctx.sendRequest(topic, 'wc_pairingPing', {})
  await result
}

export async function deletePairing(ctx: SignContext, topic: string): Promise<void> {
  getPairing(ctx, topic)
  await ctx.sendRequest(topic, 'wc_pairingDelete', signErrors.userDisconnected)
  await removePairing(ctx, topic)
}

export async function removePairing(ctx: SignContext, topic: string) {
  ctx.state.pairings.delete(topic)
  await ctx.forget(topic)
}
