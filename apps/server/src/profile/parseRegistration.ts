import { isRegistrableName } from '@portico/core'

/** Longest label (a DNS label). */
export const MAX_LABEL_LENGTH = 63
const MAX_ATTRIBUTES = 20

/** The registration message once checked: lower-case name, its label and zone, the attributes. */
export type Registration = {
  name: string
  /** The name as the message gives it (the letter case the signature covers). */
  signedName: string
  label: string
  zone: string
  attributes: Record<string, string>
  /** The server's single-use nonce the signature names. */
  nonce: string
  /** The EVM chain of the signature's EIP-712 domain. */
  chainId: number
}
export type ParseRegistrationReturnType =
  | { ok: true; registration: Registration }
  | { ok: false; name: string | undefined; reason: string }

/** Whether an avatar is a URL a page may show: `https:` or `ipfs:` only. */
const isAvatarUrl = (value: string) => {
  try {
    return ['https:', 'ipfs:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/**
 * Reads the registration message `{"name":"<label>.<zone>","attributes":{…},"nonce":"…","chainId":<n>}`
 * (what `createNameRegistration` of `@portico/core` sends with the EIP-712 signature) and checks
 * it: the zone is `zone`, the label is registrable (SPEC §5: letters, digits, hyphens, at least 4;
 * at most 63), attributes are at most 20 short strings, an `avatar` is an `https:` or `ipfs:` URL,
 * the nonce is a short token and the chain id a positive integer. The name is compared in lower
 * case (ENS normalisation of ASCII).
 *
 * @example
 * parseRegistration({ message: '{"name":"alice.portico.id","attributes":{},"nonce":"ab12","chainId":31337}',
 *   zone: 'portico.id' }) // { ok: true, registration: { name: 'alice.portico.id', … } }
 */
export function parseRegistration(parameters: {
  message: string
  zone: string
}): ParseRegistrationReturnType {
  const { message, zone } = parameters
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    return { ok: false, name: undefined, reason: 'message is not JSON' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, name: undefined, reason: 'message is not a JSON object' }
  const { name, attributes = {}, nonce, chainId } = parsed as Record<string, unknown>
  if (typeof name !== 'string' || name.length > 300)
    return { ok: false, name: undefined, reason: 'message has no "name"' }
  const fail = (reason: string) => ({ ok: false as const, name, reason })
  const lower = name.toLowerCase()
  const suffix = `.${zone}`
  if (!lower.endsWith(suffix)) return fail(`the name must end with ${suffix}`)
  const label = lower.slice(0, -suffix.length)
  if (!isRegistrableName(label) || label.length > MAX_LABEL_LENGTH)
    return fail(
      `the name may use letters, digits and hyphens only, 4 to ${MAX_LABEL_LENGTH} characters`,
    )
  if (typeof nonce !== 'string' || !/^[0-9a-f]{32}$/.test(nonce))
    return fail('"nonce" must be a nonce of this server (GET /v1/profile/nonce)')
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 1)
    return fail('"chainId" must be the chain id the registration was signed for')
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
    return fail('"attributes" must be an object')
  const entries = Object.entries(attributes)
  if (entries.length > MAX_ATTRIBUTES) return fail(`at most ${MAX_ATTRIBUTES} attributes`)
  for (const [key, value] of entries)
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(key) || typeof value !== 'string' || value.length > 512)
      return fail(`attribute "${key.slice(0, 64)}" must be a string of at most 512 characters`)
  const avatar = (attributes as Record<string, string>).avatar
  if (avatar !== undefined && !isAvatarUrl(avatar))
    return fail('the avatar must be an https: or ipfs: URL')
  return {
    ok: true,
    registration: {
      name: lower,
      signedName: name,
      label,
      zone,
      attributes: Object.fromEntries(entries) as Record<string, string>,
      nonce,
      chainId,
    },
  }
}
