'use client'

import { useBalance, useConnection } from 'wagmi'

/** wagmi's own hooks see the wallet Portico connected. */
export function WagmiAccount() {
  const { address, status } = useConnection()
  const balance = useBalance({ address })
  return (
    <p data-testid="wagmi-account">
      wagmi: {status}
      {address ? ` ${address}` : ''}
      {balance.data ? ` (${balance.data.symbol})` : ''}
    </p>
  )
}
