import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata = { title: 'Portico + Next.js' }

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The session cookie Portico's EVM adapter writes: the server renders the visitor's account.
  const cookie = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body>
        <Providers cookie={cookie}>{children}</Providers>
      </body>
    </html>
  )
}
