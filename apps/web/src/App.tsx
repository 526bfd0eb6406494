import { PorticoProvider } from '@portico/react'
import { AppShell } from './AppShell'
import { portico } from './portico'

/** The Portico web app: the kit's provider around the app's header, navigation and pages. */
export function App() {
  return (
    <PorticoProvider config={portico}>
      <AppShell />
    </PorticoProvider>
  )
}
