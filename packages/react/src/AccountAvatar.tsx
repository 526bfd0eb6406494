import { avatarGradientOf } from '@portico/core'

export type AccountAvatarProps = {
  address: string
  /** A profile image (the name service's avatar), drawn instead of the gradient. */
  imageUrl?: string | undefined
  /** Width and height in CSS pixels (default 20). */
  size?: number | undefined
}

/**
 * An account's avatar: its profile image, or else a gradient made from its address (core's
 * `avatarGradientOf`), the same wherever the account shows. Decorative: the address or name beside
 * it is what a screen reader reads.
 *
 * @example
 * <AccountAvatar address="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266" />
 */
export function AccountAvatar({ address, imageUrl, size = 20 }: AccountAvatarProps) {
  const style = { width: size, height: size }
  if (imageUrl) return <img className="portico-avatar" src={imageUrl} alt="" style={style} />
  return (
    <span
      className="portico-avatar"
      aria-hidden="true"
      style={{ ...style, background: avatarGradientOf(address) }}
    />
  )
}
