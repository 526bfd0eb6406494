// Runs drizzle-kit with `drizzle-orm` resolved from this workspace. npm installs drizzle-orm under
// apps/server/node_modules while drizzle-kit is hoisted to the root, where it cannot find it.
// Usage: node scripts/drizzleKit.mjs generate --name <name>
import { createRequire, register } from 'node:module'
import { pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)
const ormRoot = pathToFileURL(
  new URL('../node_modules/drizzle-orm/', import.meta.url).pathname,
).href
const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/'))
    return next(specifier, { ...context, parentURL: ${JSON.stringify(`${ormRoot}../`)} })
  return next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(hooks)}`)
process.env.NODE_PATH = new URL('../node_modules', import.meta.url).pathname
require('node:module').Module._initPaths()
process.argv.splice(1, 1, require.resolve('drizzle-kit').replace(/index\.js$/, 'bin.cjs'))
require(process.argv[1])
