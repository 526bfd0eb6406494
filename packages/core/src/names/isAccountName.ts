/**
 * Whether a receiver typed in Send is a name to look up (`alice.portico.id`, any zone) rather
 * than an address: dot-separated labels of letters, digits and hyphens, the last one starting
 * with a letter. An address (`0x…`, base58) is never a name.
 *
 * @example
 * isAccountName('alice.portico.id') // true
 * isAccountName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8') // false
 */
export function isAccountName(value: string): boolean {
  return /^([A-Za-z0-9-]+\.)+[A-Za-z][A-Za-z0-9-]*$/.test(value.trim())
}
