import { ConnectButton, PorticoProvider, usePorticoAccount } from '@portico/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { portico } from './portico'

function Account() {
  const { address, isConnected } = usePorticoAccount()
  return <p data-testid="account">{isConnected ? `Connected: ${address}` : 'Not connected'}</p>
}

const root = document.getElementById('root')
if (!root) throw new Error('No #root element in index.html')
createRoot(root).render(
  <StrictMode>
    <PorticoProvider config={portico}>
      <header>
        <h1>Portico + Vite</h1>
        <ConnectButton />
      </header>
      <Account />
    </PorticoProvider>
  </StrictMode>,
)
