import { useState } from 'react'

export type TokenIconProps = {
  symbol: string
  /** The token's image (the Portico server's `/public/getTokenImage/{symbol}`), if any. */
  iconUrl?: string | undefined
  /** Width and height in CSS pixels (default 24). */
  size?: number | undefined
}

/**
 * A token's image, or — when it has none or it fails to load — a round monogram of its symbol's
 * first letter. Decorative: the symbol is written beside it.
 *
 * @example
 * <TokenIcon symbol="ETH" iconUrl="http://127.0.0.1:3000/public/getTokenImage/ETH" />
 */
export function TokenIcon({ symbol, iconUrl, size = 24 }: TokenIconProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const style = { width: size, height: size }
  if (iconUrl && failed !== iconUrl)
    return (
      <img
        className="portico-token-icon"
        src={iconUrl}
        alt=""
        style={style}
        loading="lazy"
        onError={() => setFailed(iconUrl)}
      />
    )
  return (
    <span className="portico-token-icon portico-token-monogram" aria-hidden="true" style={style}>
      {symbol.slice(0, 1).toUpperCase()}
    </span>
  )
}
