import { ConnectButton, PorticoProvider, usePorticoAccount } from '@portico/react'
import { getBalance } from '@wagmi/core'
import { StrictMode, useEffect, useState, version } from 'react'
import { createRoot } from 'react-dom/client'
import { formatEther } from 'viem'
import { portico, wagmiConfig } from './portico'

/** The account, narrowed to EVM: its address goes to wagmi as it is (no `as Address`). */
function Account() {
  const account = usePorticoAccount()
  const [balance, setBalance] = useState<string>()
  const address = account.namespace === 'eip155' ? account.address : undefined
  useEffect(() => {
    if (!address) return setBalance(undefined)
    let live = true
    void getBalance(wagmiConfig, { address }).then((result) => {
      if (live) setBalance(formatEther(result.value))
    })
    return () => {
      live = false
    }
  }, [address])
  return (
    <>
      <p data-testid="account">
        {account.isConnected && address ? `Connected: ${address}` : 'Not connected'}
      </p>
      <p data-testid="wagmi-balance">{balance === undefined ? '' : `${balance} ETH`}</p>
    </>
  )
}

/** A button of the app's own (RainbowKit's ConnectButton.Custom). */
function AppButton() {
  return (
    <ConnectButton.Custom>
      {({ account, chain, openConnectModal, openAccountModal, openChainModal, mounted }) => {
        if (!mounted) return null
        if (!account)
          return (
            <button type="button" onClick={openConnectModal}>
              Log in
            </button>
          )
        if (chain?.unsupported)
          return (
            <button type="button" onClick={openChainModal}>
              Wrong network
            </button>
          )
        return (
          <button type="button" onClick={openAccountModal} data-testid="custom">
            {`${account.displayName} · ${chain?.name} · ${account.displayBalance ?? '…'}`}
          </button>
        )
      }}
    </ConnectButton.Custom>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('No #root element in index.html')
createRoot(root).render(
  <StrictMode>
    <PorticoProvider config={portico}>
      <header>
        <h1>Portico + Vite + React {version}</h1>
        <ConnectButton />
        <AppButton />
      </header>
      <Account />
    </PorticoProvider>
  </StrictMode>,
)
