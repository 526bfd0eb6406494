import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { createManifest } from './createManifest'
import { type ResolveWalletConfigParameters, resolveWalletConfig } from './resolveWalletConfig'

/** Parameters of {@link buildWallet}. */
export type BuildWalletParameters = ResolveWalletConfigParameters & {
  /** Output folder (default `apps/test-wallet/dist`). */
  outDir?: string | undefined
}

/** Where the unpacked extension went and what it was built with. */
export type BuildWalletReturnType = {
  outDir: string
  config: ReturnType<typeof resolveWalletConfig>
}

/** The test wallet's package folder. */
export const walletRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** The file in the output folder that records the build's config. */
export const buildConfigFile = 'portico-build.json'

/**
 * Bundles the extension with esbuild (service worker, the WalletConnect and Farcaster pages, the approval popup
 * as ES modules, the two content scripts as IIFEs, the config baked in), copies
 * `walletconnect.html`/`.css`, `farcaster.html` and `approve.html` and writes
 * `manifest.json`: an unpacked MV3 extension in `outDir`.
 *
 * @example
 * await buildWallet({ rpcUrls: { 31337: 'http://127.0.0.1:18545' }, testControls: true, outDir: '/tmp/wallet' })
 */
export async function buildWallet(
  parameters: BuildWalletParameters = {},
): Promise<BuildWalletReturnType> {
  const config = resolveWalletConfig(parameters)
  const outDir = resolve(parameters.outDir ?? join(walletRoot, 'dist'))
  const { version } = JSON.parse(await readFile(join(walletRoot, 'package.json'), 'utf8'))
  await rm(outDir, { recursive: true, force: true })
  await mkdir(outDir, { recursive: true })
  const common = {
    bundle: true,
    target: 'chrome120',
    platform: 'browser',
    // @portico/* from their TypeScript sources (scripts/build/sourceCondition.ts)
    conditions: ['portico-source'] as string[],
    define: { __PORTICO_WALLET_CONFIG__: JSON.stringify(config) },
    logLevel: 'error',
    legalComments: 'none',
  } as const
  await build({
    ...common,
    entryPoints: {
      background: join(walletRoot, 'src/worker/background.ts'),
      walletconnect: join(walletRoot, 'src/walletconnect/walletconnect.ts'),
      farcaster: join(walletRoot, 'src/farcaster/farcaster.ts'),
      approve: join(walletRoot, 'src/approve/approve.ts'),
    },
    format: 'esm',
    outdir: outDir,
  })
  for (const file of [
    'walletconnect/walletconnect.html',
    'walletconnect/walletconnect.css',
    'farcaster/farcaster.html',
    'approve/approve.html',
  ])
    await copyFile(join(walletRoot, 'src', file), join(outDir, basename(file)))
  await build({
    ...common,
    entryPoints: {
      inpage: join(walletRoot, 'src/page/inpage.ts'),
      content: join(walletRoot, 'src/content/content.ts'),
    },
    format: 'iife',
    outdir: outDir,
  })
  const manifest = createManifest({ config, version })
  await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  await writeFile(join(outDir, buildConfigFile), `${JSON.stringify(config, null, 2)}\n`)
  return { outDir, config }
}
