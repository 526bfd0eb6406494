import { porticoViteProxy } from '@portico/proxy'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The Portico server (`npm start` in the Portico repository, or your own deployment) under
// /portico of this origin: every route (API, wallet directory and images, sign-in with its cookie)
// and the WalletConnect relay's WebSocket, so the page calls only its own origin.
const proxy = porticoViteProxy({
  target: process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:3000',
})

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
})
