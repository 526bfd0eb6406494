import type { PorticoConfig } from '../createPorticoConfig'

/** The storage key of the legal checkbox's acceptance (like the leading kit, once per browser). */
export const LEGAL_ACCEPTED_KEY = 'portico.legalAccepted'

/** The config's storage (`storage` option; `localStorage` by default, none when `null` or denied). */
function storageOf(config: PorticoConfig): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  const chosen = config.options?.storage
  if (chosen === null) return undefined
  try {
    return chosen ?? globalThis.localStorage
  } catch {
    return undefined // storage denied (a sandboxed frame)
  }
}

/**
 * Whether the visitor accepted the terms and privacy policy in this browser.
 *
 * @example
 * if (!readLegalAccepted(config)) showCheckbox()
 */
export function readLegalAccepted(config: PorticoConfig): boolean {
  try {
    return storageOf(config)?.getItem(LEGAL_ACCEPTED_KEY) === 'true'
  } catch {
    return false
  }
}

/**
 * Remembers the legal checkbox's state (checked: accepted; unchecked: asked again next time).
 *
 * @example
 * writeLegalAccepted(config, true)
 */
export function writeLegalAccepted(config: PorticoConfig, accepted: boolean): void {
  try {
    storageOf(config)?.setItem(LEGAL_ACCEPTED_KEY, String(accepted))
  } catch {
    // storage full or denied: accepted for this page only
  }
}
