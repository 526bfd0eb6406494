'use client'

import { PorticoProvider } from '@portico/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { WagmiProvider } from 'wagmi'
import { createPortico } from './portico'

/** Portico, with wagmi's React hooks on the same wagmi config (docs/wagmi.md). */
export function Providers({ cookie, children }: { cookie: string | null; children: ReactNode }) {
  const [{ adapter, portico }] = useState(() => createPortico(cookie))
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={adapter.config}>
      <QueryClientProvider client={queryClient}>
        <PorticoProvider config={portico}>{children}</PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
