import { defineConfig } from 'tsdown'
import { definePackageBuild } from '../../scripts/build/tsdown.package'

// The server builds like every published package (one module per source module, ESM, .d.ts for
// the public API), for Node, plus the `portico-server` command (src/cli.ts). The wallet frame's
// browser script is bundled apart by scripts/buildFrame.ts (`npm run build`).
const base = definePackageBuild(import.meta.dirname)
export default defineConfig({
  ...base,
  entry: [...(base.entry as string[]), 'src/cli.ts', 'src/main.ts', 'src/rotateEmbeddedSecret.ts'],
  platform: 'node',
  target: 'node20',
})
