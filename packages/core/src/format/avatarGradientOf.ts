/** What {@link avatarGradientOf} returns: a CSS `background` value. */
export type AvatarGradientOfReturnType = string

/**
 * The avatar of an account without a profile image: a two-colour gradient picked from its address
 * (FNV-1a of the lower-cased address, not a security measure), the same in every session, browser
 * and case of the address, and different for nearly every two addresses.
 *
 * @example
 * avatarGradientOf('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'linear-gradient(135deg, hsl(… 75% 60%), hsl(… 70% 42%))'
 */
export function avatarGradientOf(address: string): AvatarGradientOfReturnType {
  let hash = 0x811c9dc5
  for (const char of address.toLowerCase()) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193)
  }
  const value = hash >>> 0
  const hue = value % 360
  const second = (hue + 40 + ((value >>> 9) % 140)) % 360
  return `linear-gradient(135deg, hsl(${hue} 75% 60%), hsl(${second} 70% 42%))`
}
