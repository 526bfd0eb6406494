import type { SocialLoginId } from '@portico/core/internal'
import { SocialLoginError } from '../errors'

/** SPEC §3's OAuth providers (the frame protocol's list; not imported from there, which carries zod) and Farcaster. */
const known: readonly string[] = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
]

export type ReadSocialProvidersParameters = {
  /** The Portico server (`/v1/embedded/social/providers` answers the frame's and the app's origins). */
  apiUrl: string
  projectId: string
  fetch?: typeof fetch | undefined
}

/**
 * The social logins the server offers (`POST /v1/embedded/social/providers`: the configured OAuth
 * providers, and `farcaster` when Farcaster login is on), known ids only, in the server's order. Throws on a refusal or a network failure. Loaded on demand by the
 * handle's `getSocialProviders()`, so the app's first load does not carry it.
 *
 * @example
 * await readSocialProviders({ apiUrl: 'http://localhost:3000', projectId: 'portico-local' }) // ['google', …]
 */
export async function readSocialProviders(
  parameters: ReadSocialProvidersParameters,
): Promise<SocialLoginId[]> {
  const doFetch = parameters.fetch ?? globalThis.fetch
  const answer = await doFetch(
    `${parameters.apiUrl.replace(/\/+$/, '')}/v1/embedded/social/providers`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: parameters.projectId }),
    },
  )
  if (!answer.ok) throw new SocialLoginError({ reason: `social providers: ${answer.status}` })
  const body = (await answer.json()) as { providers?: { id?: unknown }[] }
  return (body.providers ?? []).flatMap((p) =>
    typeof p.id === 'string' && known.includes(p.id) ? [p.id as SocialLoginId] : [],
  )
}
