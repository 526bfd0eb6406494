import { getServerClient } from '@portico/core/internal'
import './networkIcon.css'
import type { AdapterNetwork } from '@portico/core'
import { getNetworkImageUrl } from '@portico/core/api'
import { useState } from 'react'
import { usePorticoConfig } from '../context'

export type NetworkIconProps = {
  network: AdapterNetwork
  /** Width and height in CSS pixels (default 24). */
  size?: number | undefined
}

/**
 * A network's image — the app's (`imageUrl`) or the Portico server's
 * (`/public/getAssetImage/{id}`) — or, when it has none or it fails to load, a round monogram of
 * its name's first letter. Decorative: the name is written beside it.
 *
 * @example
 * <NetworkIcon network={devnet} />
 */
export function NetworkIcon({ network, size = 24 }: NetworkIconProps) {
  const config = usePorticoConfig()
  const url = getNetworkImageUrl(getServerClient(config), { network })
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const style = { width: size, height: size }
  if (url && failed !== url)
    return (
      <img
        className="portico-network-icon"
        src={url}
        alt=""
        style={style}
        onError={() => setFailed(url)}
      />
    )
  return (
    <span
      className="portico-network-icon portico-network-monogram"
      aria-hidden="true"
      style={style}
    >
      {network.name.slice(0, 1).toUpperCase()}
    </span>
  )
}
