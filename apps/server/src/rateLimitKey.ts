import { isIPv6 } from 'node:net'

/** The address a rate limit counts against: an IPv4 address, or the /64 prefix of an IPv6 one. */
export type RateLimitKeyReturnType = string

function expandIpv6(address: string): number[] | undefined {
  const [head = '', tail, ...rest] = address.split('::')
  if (rest.length > 0) return undefined
  const part = (text: string) => (text === '' ? [] : text.split(':'))
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  const fill = tail === undefined ? 0 : 8 - left.length - right.length
  const groups = [...left, ...Array<string>(Math.max(fill, 0)).fill('0'), ...right]
  return groups.map((group) => Number.parseInt(group, 16))
}

/**
 * The key to rate-limit a client by: its IPv4 address as is (an IPv4-mapped IPv6 address counts
 * as its IPv4 address), and for IPv6 its /64 prefix — one subscriber usually holds a whole /64,
 * so counting single IPv6 addresses would let a client rotate around any per-IP limit. Pass
 * `request.ip` (which honours `trustProxy`).
 *
 * @example
 * rateLimitKey('203.0.113.7') // '203.0.113.7'
 * rateLimitKey('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * rateLimitKey('::ffff:203.0.113.7') // '203.0.113.7'
 */
export function rateLimitKey(ip: string): RateLimitKeyReturnType {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  if (mapped?.[1] !== undefined) return mapped[1]
  const address = ip.split('%')[0] ?? ip
  if (!isIPv6(address) || address.includes('.')) return ip
  const groups = expandIpv6(address.toLowerCase())
  if (groups === undefined || groups.length !== 8) return ip
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
