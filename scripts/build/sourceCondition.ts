import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite'

/**
 * The export condition that points at a `@portico/*` package's TypeScript sources. Inside this
 * repository everything resolves it first (tsconfig `customConditions`, `.npmrc` node-options for
 * Node and tsx, `sourceResolve` for Vite and Vitest), so tests, typecheck, `npm start` and the
 * apps' builds need no `npm run build`. Published consumers never set it and get `dist/`.
 */
export const sourceCondition = 'portico-source'

/**
 * The repository's shared test fixtures, by the names its suites import them under. They are not
 * in any package's `exports` (a published tarball never names a file it does not ship); the same
 * names are `paths` in tsconfig.base.json.
 */
const testingFixtures = {
  '@portico/core/testing': fileURLToPath(
    new URL('../../packages/core/src/testing.ts', import.meta.url),
  ),
  '@portico/walletconnect/testing': fileURLToPath(
    new URL('../../packages/walletconnect/src/testing.ts', import.meta.url),
  ),
}

/**
 * Vite/Vitest `resolve` options that resolve `@portico/*` to their sources (browser and SSR).
 *
 * @example
 * export default defineProject({ ...sourceResolve, test: { name: 'core' } })
 */
export const sourceResolve = {
  resolve: {
    conditions: [sourceCondition, ...defaultClientConditions],
    alias: testingFixtures,
  },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  // Vitest runs global setups (devnet, relay, database) in its own `__vitest__` environment,
  // which resolves like a server environment and reads neither of the above.
  environments: {
    __vitest__: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  },
} satisfies UserConfig
