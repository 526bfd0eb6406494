import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import './app.css'
import { portico } from './portico'

// The app's own colours follow the kit's theme (app.css reads data-theme): Settings' choice, or
// the device's as it changes.
const paint = () => {
  document.documentElement.dataset.theme = portico.themeMode
}
paint()
portico.theme.subscribe(paint)

const root = document.getElementById('root')
if (!root) throw new Error('No #root element in index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
