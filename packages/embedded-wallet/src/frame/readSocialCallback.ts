/** The part of a `message` event {@link readSocialCallback} reads. */
export type SocialCallbackEvent = { origin: string; data: unknown }

/**
 * The completion code in a message of the server's social callback page (`{ type:
 * 'portico:social-callback', completionCode }`), or `undefined` for any other message. Only a
 * page of the frame's own origin counts: the callback page is served by the frame's listener and
 * posts with that origin as its target, so another site can neither send one nor read one.
 *
 * @example
 * readSocialCallback(event, location.origin) // 'Xc2…' (43 characters) or undefined
 */
export function readSocialCallback(
  event: SocialCallbackEvent,
  frameOrigin: string,
): string | undefined {
  if (event.origin !== frameOrigin) return undefined
  const data = event.data as { type?: unknown; completionCode?: unknown } | null
  if (typeof data !== 'object' || data === null || data.type !== 'portico:social-callback')
    return undefined
  const code = data.completionCode
  return typeof code === 'string' && /^[A-Za-z0-9_-]{43}$/.test(code) ? code : undefined
}
