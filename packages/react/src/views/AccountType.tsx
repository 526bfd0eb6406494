import type { EmbeddedWalletAccount } from '@portico/core/internal'
import { useEffect, useState } from 'react'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'

/**
 * Account's line of the embedded wallet's EVM account type (SPEC §1, §4): which one is active, the
 * smart account or its owner EOA, and the switch to the other (APP_SET_PREFERRED_ACCOUNT). The
 * connected address changes without a new connection (accountsChanged). With the smart account
 * in use, whether it is deployed (SPEC §3 smartAccountDeployed: its code is on the chain, as the
 * frame reads it; its first transaction deploys it). Shown only when the embedded wallet is
 * connected on an EVM chain that has smart accounts.
 */
export function AccountType() {
  const config = usePorticoConfig()
  const { strings } = config
  const { connectorId, caipAddress, address } = useStore(config.account)
  const { connectors } = useStore(config.connectors)
  const wallet = config.embeddedWallet
  const auth = connectors.find((c) => c.type === 'AUTH')
  const embedded =
    wallet !== undefined &&
    auth !== undefined &&
    connectorId !== undefined &&
    Object.values(auth.connectorIds).includes(connectorId) &&
    caipAddress?.startsWith('eip155:') === true
  const [user, setUser] = useState<EmbeddedWalletAccount>()
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!embedded || !wallet || !caipAddress) return
    let live = true
    wallet
      .load()
      .then((frame) => frame.getUser())
      .then(
        (next) => live && setUser(next),
        () => live && setUser(undefined),
      )
    return () => {
      live = false
    }
  }, [embedded, wallet, caipAddress])

  const smart = user?.accounts?.find((a) => a.namespace === 'eip155' && a.type === 'smartAccount')
  if (!embedded || !wallet || !smart) return null
  const active = smart.address.toLowerCase() === address?.toLowerCase() ? 'smartAccount' : 'eoa'
  const other = active === 'smartAccount' ? 'eoa' : 'smartAccount'

  const switchType = async () => {
    setBusy(true)
    try {
      const frame = await wallet.load()
      if (!frame.setPreferredAccount) return
      setUser(await frame.setPreferredAccount(other))
    } catch (error) {
      // The frame's answer is SPEC §8's text, e.g. `This application might not support Smart Accounts`.
      const message = error instanceof Error && error.message ? error.message : strings.unknownError
      config.toast.showToast({ variant: 'error', message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <p className="portico-muted">
        {strings.email.accountType(
          active === 'smartAccount' ? strings.email.smartAccount : strings.email.ownerAccount,
        )}
      </p>
      {active === 'smartAccount' && (
        <p className="portico-muted">
          {user?.smartAccountDeployed
            ? strings.email.smartAccountDeployed
            : strings.email.smartAccountNotDeployed}
        </p>
      )}
      <button
        type="button"
        className="portico-row portico-row-secondary"
        disabled={busy}
        onClick={() => void switchType()}
      >
        <span className="portico-row-name">
          {other === 'eoa' ? strings.email.switchToOwner : strings.email.switchToSmart}
        </span>
      </button>
    </>
  )
}
