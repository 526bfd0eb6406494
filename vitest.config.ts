import { defineConfig } from 'vitest/config'

// One config per workspace; each may add a global setup (devnet, database) of its own.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts'],
  },
})
