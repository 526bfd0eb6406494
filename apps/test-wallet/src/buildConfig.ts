import type { WalletConfig } from './walletConfig'

declare const __PORTICO_WALLET_CONFIG__: WalletConfig

/** The config baked into this bundle by `scripts/build.ts` (esbuild `define`). */
export const buildConfig: WalletConfig = __PORTICO_WALLET_CONFIG__
