/** Where the examples' smoke run serves each example app (examples/*, built from the tarballs). */
export type ExamplesStack = { viteReact: string; viteReact18: string; nextjs: string }

const variable = 'PORTICO_EXAMPLES_STACK'

/** Added to every port, as in the e2e suite: `PORTICO_E2E_PORT_OFFSET=1000`. */
const offset = Number(process.env.PORTICO_E2E_PORT_OFFSET ?? 0) || 0

/** Ports of the examples' run: away from `npm start` (3000, 8545…) and the e2e suite (3100, 18545…). */
export const examplesPorts = {
  server: 3200 + offset,
  /** The wallet frame's own origin (the examples do not use it; it only must not clash). */
  frame: 3230 + offset,
  chains: { 31337: 28545 + offset, 31338: 28546 + offset },
  viteReact: 3210 + offset,
  nextjs: 3220 + offset,
  /** examples/vite-react18: the same app on React 18. */
  viteReact18: 3240 + offset,
}

/** Records the running example apps for the test workers. */
export function publishExamplesStack(stack: ExamplesStack): void {
  process.env[variable] = JSON.stringify(stack)
}

/**
 * The example apps global setup started. Throws when the tests run without it.
 *
 * @example
 * const { nextjs } = readExamplesStack()
 */
export function readExamplesStack(): ExamplesStack {
  const value = process.env[variable]
  if (!value) throw new Error(`${variable} is not set: run with playwright.examples.config.ts`)
  return JSON.parse(value) as ExamplesStack
}
