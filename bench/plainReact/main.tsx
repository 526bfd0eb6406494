// The baseline of bench/modalTiming.ts: a plain React 19 page (built with the same Vite and React
// plugin as apps/web) with a `Connect Wallet` button that shows a dialog with one wallet row
// through a state update. What Portico's page is compared with.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <div role="dialog" aria-label="Connect Wallet">
          <button type="button" aria-label="Portico Test Wallet">
            Portico Test Wallet
          </button>
        </div>
      ) : null}
    </>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('No #root element in index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
