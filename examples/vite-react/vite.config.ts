import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The Portico server (`npm start` in the Portico repository, or your own deployment) answers the
// RPC gateway (/v1) and the WalletConnect relay (/relay); proxied so the page calls its own origin.
const server = process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:3000'
const proxy = { '/v1': server, '/relay': { target: server, ws: true } }

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
})
