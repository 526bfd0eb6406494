import { NetworkIcon } from '@portico/react'
import { portico } from '../portico'

/** Props of {@link NetworkLabel}. */
export type NetworkLabelProps = {
  caipNetworkId: string
  /** The name written beside the image (left out for an image alone, e.g. beside a select). */
  name?: string | undefined
  /** The image's width and height in CSS pixels (default 20). */
  size?: number | undefined
}

/**
 * A network of the app with its image — the kit's NetworkIcon: the network's own image or the
 * server's (`/public/getAssetImage/{id}`), a monogram without one — and its name. The image is
 * decorative: the name is the text.
 *
 * @example
 * <NetworkLabel caipNetworkId="eip155:31337" name="Portico Devnet" />
 */
export function NetworkLabel({ caipNetworkId, name, size = 20 }: NetworkLabelProps) {
  const network = portico.networks.find((n) => n.caipNetworkId === caipNetworkId)
  return (
    <span className="network-label">
      {network ? <NetworkIcon network={network} size={size} /> : null}
      {name === undefined ? null : <span>{name}</span>}
    </span>
  )
}
