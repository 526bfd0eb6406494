/** Where the examples' smoke run serves each example app (examples/*, built from the tarballs). */
export type ExamplesStack = { viteReact: string; nextjs: string }

const variable = 'PORTICO_EXAMPLES_STACK'

/** Ports of the examples' run: away from `npm start` (3000, 8545…) and the e2e suite (3100, 18545…). */
export const examplesPorts = {
  server: 3200,
  /** The wallet frame's own origin (the examples do not use it; it only must not clash). */
  frame: 3230,
  chains: { 31337: 28545, 31338: 28546 },
  viteReact: 3210,
  nextjs: 3220,
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
