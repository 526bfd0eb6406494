// A server component: it imports @portico/react directly (its exports are client references).
import { ConnectButton } from '@portico/react'
import { MyApi } from './MyApi'
import { WagmiAccount } from './WagmiAccount'

export default function Home() {
  return (
    <main>
      <h1>Portico + Next.js</h1>
      <ConnectButton />
      <WagmiAccount />
      <MyApi />
    </main>
  )
}
