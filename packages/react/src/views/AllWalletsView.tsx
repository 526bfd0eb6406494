import { usePorticoConfig } from '../context'
import { WalletList } from './WalletList'

/** All Wallets: for now the installed wallets; the wallet directory comes in a later version. */
export function AllWalletsView() {
  const config = usePorticoConfig()
  return (
    <>
      <p className="portico-muted">{config.strings.allWalletsNote}</p>
      <WalletList recentIds={[]} />
    </>
  )
}
