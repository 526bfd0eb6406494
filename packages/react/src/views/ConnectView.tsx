import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'
import { WalletList } from './WalletList'

/** Connect: the installed wallets (recent first) and an `All Wallets` entry. */
export function ConnectView() {
  const config = usePorticoConfig()
  const { recentWallets } = useStore(config.recentWallets)
  return (
    <>
      <WalletList recentIds={recentWallets.map((w) => w.id)} />
      <button
        type="button"
        className="portico-row portico-row-secondary"
        onClick={() => config.router.push('AllWallets')}
      >
        <span className="portico-row-name">{config.strings.allWallets}</span>
      </button>
    </>
  )
}
