// `npm run check:docs`: every error's docs path leads to a heading, every documented route exists.
// The same checks run in `npm test` (scripts/checkErrorDocs.test.ts, checkDocumentedRoutes.test.ts).
import { resolve } from 'node:path'
import { loadConfig } from '../apps/server/src/config'
import { createServer } from '../apps/server/src/createServer'
import { checkDocumentedRoutes } from './checkDocumentedRoutes'
import { checkErrorDocs } from './checkErrorDocs'
import { findDocumentedRoutes } from './findDocumentedRoutes'

const root = resolve(import.meta.dirname, '..')
const server = await createServer(
  loadConfig({
    PORTICO_DEV: '1',
    PORT: '0',
    DATABASE_URL: 'memory://',
    PORTICO_LOG_LEVEL: 'silent',
    PORTICO_INDEXER: 'off',
    // Serves the ENS gateway route too (any key: nothing is signed here).
    PORTICO_ENS_GATEWAY_KEY: `0x${'11'.repeat(32)}`,
    // The name service (/v1/profile/*, the gateway) is served only with a zone.
    PORTICO_NAME_ZONE: 'portico.id',
    // Farcaster login's routes and its own relay are served only with the registry's RPC (not called here).
    PORTICO_FARCASTER_RPC_URL: 'http://127.0.0.1:8545',
  }),
)
const document = (await server.app.inject('/docs/openapi.json')).json()
await server.close()
const problems = [
  ...(await checkErrorDocs({ root })),
  ...checkDocumentedRoutes({
    documented: await findDocumentedRoutes({ root }),
    document,
    // Served outside the document: the document itself and the web app (see the test).
    exempt: ['GET /docs/openapi.json', 'GET /*'],
  }),
]
for (const problem of problems) console.error(problem)
console.log(
  problems.length === 0
    ? 'docs: every docs path and route checks out'
    : `docs: ${problems.length} problems`,
)
process.exitCode = problems.length === 0 ? 0 : 1
