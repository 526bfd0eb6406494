import { ConnectButton, PorticoProvider, useSiwx } from '@portico/react'
import { portico } from './portico'

/** The Portico web app: for now its header with the connect button. */
export function App() {
  return (
    <PorticoProvider config={portico}>
      <header className="app-header">
        <span className="app-name">Portico</span>
        <ConnectButton />
      </header>
      <main className="app-main">
        <h1>Portico</h1>
        <p>An open, self-hostable wallet-connection kit. Connect a wallet to begin.</p>
        <SignInStatus />
      </main>
    </PorticoProvider>
  )
}

/** One line saying the visitor is signed in with the wallet (server session). */
function SignInStatus() {
  const { signedIn } = useSiwx()
  return signedIn ? <p>Signed in with your wallet.</p> : null
}
