// `npm run bench`: runs every bench/*.bench.ts one after the other (each in its own tsx process,
// so one's load does not skew the next) and prints their figures. Never fails on a time.
//
//   npm run bench                 all of them
//   npm run bench -- history      only the files whose name contains "history"
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const filters = process.argv.slice(2)
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort()

let failed = 0
for (const file of files) {
  console.log(`\n▶ ${file}`)
  const started = Date.now()
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, file)], {
    stdio: 'inherit',
    env: process.env,
  })
  console.log(
    `◀ ${file}: ${result.status === 0 ? 'done' : `exit ${result.status}`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (result.status !== 0) failed++
}
process.exit(failed === 0 ? 0 : 1)
