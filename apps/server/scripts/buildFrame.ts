// `npm run build -w @portico/server` (after tsdown): bundles the wallet frame's script into
// frame-dist/frame.js, which the published package serves (it has no embedded-wallet sources).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { bundleFrameScript, prebuiltFrameScript } from '../src/frame/buildFrameScript'

const script = await bundleFrameScript()
if (!script) throw new Error('the frame script bundled to nothing')
mkdirSync(dirname(prebuiltFrameScript), { recursive: true })
writeFileSync(prebuiltFrameScript, script)
console.log(`frame-dist/frame.js: ${(script.length / 1024).toFixed(1)} kB`)
