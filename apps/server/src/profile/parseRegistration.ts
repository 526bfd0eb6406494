import { isRegistrableName } from '@portico/core'

/** Oldest (and furthest in the future) a registration's `timestamp` may be: 10 minutes. */
export const REGISTRATION_MAX_AGE_SECONDS = 600
/** Longest label (a DNS label). */
export const MAX_LABEL_LENGTH = 63
const MAX_ATTRIBUTES = 20

/** The registration message once checked: lower-case name, its label and zone, the attributes. */
export type Registration = {
  name: string
  label: string
  zone: string
  attributes: Record<string, string>
  timestamp: number
}
export type ParseRegistrationReturnType =
  | { ok: true; registration: Registration }
  | { ok: false; name: string | undefined; reason: string }

/**
 * Reads the signed registration message `{"name":"<label>.<zone>","attributes":{…},"timestamp":<unix s>}`
 * and checks it: the zone is `zone`, the label is registrable (SPEC §5: letters, digits, hyphens,
 * at least 4; at most 63), attributes are at most 20 short strings, and `timestamp` is within 10
 * minutes of `nowSeconds`. The name is compared in lower case (ENS normalisation of ASCII).
 *
 * @example
 * parseRegistration({ message: '{"name":"alice.portico.id","attributes":{},"timestamp":1700000000}',
 *   zone: 'portico.id', nowSeconds: 1700000060 }) // { ok: true, registration: { name: 'alice.portico.id', … } }
 */
export function parseRegistration(parameters: {
  message: string
  zone: string
  nowSeconds: number
}): ParseRegistrationReturnType {
  const { message, zone, nowSeconds } = parameters
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    return { ok: false, name: undefined, reason: 'message is not JSON' }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, name: undefined, reason: 'message is not a JSON object' }
  const { name, attributes = {}, timestamp } = parsed as Record<string, unknown>
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
  if (typeof timestamp !== 'number' || !Number.isInteger(timestamp))
    return fail('"timestamp" must be whole unix seconds')
  if (Math.abs(nowSeconds - timestamp) > REGISTRATION_MAX_AGE_SECONDS)
    return fail('the message timestamp is more than 10 minutes away from now: sign it again')
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes))
    return fail('"attributes" must be an object')
  const entries = Object.entries(attributes)
  if (entries.length > MAX_ATTRIBUTES) return fail(`at most ${MAX_ATTRIBUTES} attributes`)
  for (const [key, value] of entries)
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(key) || typeof value !== 'string' || value.length > 512)
      return fail(`attribute "${key.slice(0, 64)}" must be a string of at most 512 characters`)
  return {
    ok: true,
    registration: {
      name: lower,
      label,
      zone,
      attributes: Object.fromEntries(entries) as Record<string, string>,
      timestamp,
    },
  }
}
