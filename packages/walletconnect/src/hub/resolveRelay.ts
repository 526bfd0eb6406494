import { InvalidParameterError } from '@portico/core'
import type { RelayMode } from '../relay/relayMode'
import { relayMode } from '../relay/relayMode'

/** WalletConnect's public relay: the one every app-store wallet listens on. */
export const PUBLIC_RELAY_URL = 'wss://relay.walletconnect.org'

/** The relay, in one option: WalletConnect's public relay, or one at a URL (Portico's own). */
export type RelayOption = 'public' | { url: string }

/** Why `relay: 'public'` without a project id throws (`InvalidParameterError`). */
export const publicRelayNeedsProjectId = "relay: 'public' needs your WalletConnect Cloud projectId"

export type ResolveRelayParameters = {
  relay: RelayOption
  projectId: string | undefined
  /** Where `public` points; WalletConnect's relay by default (tests stand one up locally). */
  publicRelayUrl?: string | undefined
}
export type ResolveRelayReturnType = { url: string; mode: RelayMode }

/**
 * The relay URL and mode of a `relay` option: `public` is WalletConnect's relay (and needs a
 * WalletConnect Cloud project id), `{ url }` is that relay (its mode read from its host).
 *
 * @throws {InvalidParameterError} `relay: 'public' needs your WalletConnect Cloud projectId`.
 * @example
 * resolveRelay({ relay: 'public', projectId: 'a1b2…' }) // { url: 'wss://relay.walletconnect.org', mode: 'public' }
 * resolveRelay({ relay: { url: 'ws://127.0.0.1:3000/relay' }, projectId: 'portico-local' }) // { …, mode: 'self-hosted' }
 */
export function resolveRelay({
  relay,
  projectId,
  publicRelayUrl = PUBLIC_RELAY_URL,
}: ResolveRelayParameters): ResolveRelayReturnType {
  if (relay === 'public') {
    if (!projectId?.trim()) throw new InvalidParameterError({ reason: publicRelayNeedsProjectId })
    return { url: publicRelayUrl, mode: 'public' }
  }
  return { url: relay.url, mode: relayMode(relay.url) }
}
