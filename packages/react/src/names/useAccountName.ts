import type { PorticoConfig } from '../createPorticoConfig'
import { useAccountNameWith } from './useAccountNameWith'

/** The name-service client comes with the modal's chunk (the account views' loader, through it). */
const loadThroughModal = (config: PorticoConfig, address: string) =>
  import('../modal/ModalRoot').then((m) => m.loadAccountName(config, address))

/**
 * The connected EVM account's primary name (`alice.portico.id`): `null` when it has none,
 * `undefined` while unknown (or not an EVM account). The name-service client comes with the
 * account views' chunk, once an EVM account is connected. The views inside that chunk read it
 * with `useAccountNameWith(config, loadAccountName)` instead (no import of the modal).
 *
 * @example
 * const name = useAccountName(config)
 * return <span>{name ?? shortenAddress(address)}</span>
 */
export function useAccountName(config: PorticoConfig): string | null | undefined {
  return useAccountNameWith(config, loadThroughModal)
}
