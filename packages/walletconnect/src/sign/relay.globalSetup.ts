// One real relay (apps/server) per walletconnect test run, shared by the Sign suites: they read it
// with inject('relayUrl') and inject('relayProjectId'). Not exported from the package.
import type { TestProject } from 'vitest/node'
import { startTestRelay } from './startTestRelay.testing'

declare module 'vitest' {
  export interface ProvidedContext {
    /** `ws://127.0.0.1:<port>/relay`: the run's relay. */
    relayUrl: string
    /** The project id the run's relay knows. */
    relayProjectId: string
  }
}

/** Starts the relay the Sign suites share; stops it after the run. */
export default async function setup(project: TestProject) {
  const relay = await startTestRelay({
    // every suite's clients connect from 127.0.0.1 at the same time
    env: { PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '10000' },
  })
  project.provide('relayUrl', relay.url)
  project.provide('relayProjectId', relay.projectId)
  return () => relay.close()
}
