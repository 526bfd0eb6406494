import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { sourceResolve } from '../../scripts/build/sourceCondition.ts'
import { precompressAssets } from './src/build/precompressAssets'

// The server (apps/server) serves dist/ at `/` and the RPC gateway at `/v1` on the same origin.
// In development the gateway is proxied to it. The build writes a brotli and a gzip copy of each
// text file beside it, which the server sends by Accept-Encoding (docs/self-hosting.md).
export default defineConfig({
  ...sourceResolve,
  plugins: [react(), precompressAssets()],
  build: {
    manifest: true,
    target: 'es2022',
    // No modulepreload polyfill in the first load: every browser of the es2022 target but
    // Safari < 17 preloads natively, and one without it only loses the preload, not the page.
    modulePreload: { polyfill: false },
    // Modules the first load and on-demand chunks share would each become a file of its own (a
    // few hundred bytes, compressed alone, some too small for a .br copy). Two groups keep them
    // together: what the first load runs (core's error base, constants, the store, React), and
    // the server API the modal and the dashboard pages both read. Measured: 1.8 kB less over the
    // wire at first load, 1.2 kB less on idle (bench/README.md).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'first-load',
              test: /packages\/core\/src\/(errors\/(base|messageOf|errorTextOf|parameter|balance|http|connection|adapter)|constants|store\/createStore|timed\/createBalanceRetryBlock)\.ts$|packages\/react\/src\/(useStore|context|errors)\.ts$|node_modules\/react\/|vite\/preload-helper/,
            },
            {
              name: 'server-api',
              test: /packages\/core\/src\/api\/(createHttpClient|readResponse|errors|getBalances)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:3000',
      '/relay': { target: process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:3000', ws: true },
    },
  },
})
