// One real relay (this server) per test project that asks for it, shared by its suites: they read
// it with inject('relayUrl') and inject('relayProjectId'). The root vitest.config.ts adds this
// global setup to the walletconnect, evm and solana projects, so those packages never import the
// server (the server depends on @portico/walletconnect: the other way round would be a cycle).
import type { TestProject } from 'vitest/node'
import { startTestRelay } from './startTestRelay'

declare module 'vitest' {
  export interface ProvidedContext {
    /** `ws://127.0.0.1:<port>/relay`: the project's relay. */
    relayUrl: string
    /** The project id the project's relay knows. */
    relayProjectId: string
  }
}

/** Starts the relay a project's suites share; stops it after the run. */
export default async function setup(project: TestProject) {
  const relay = await startTestRelay({
    // every suite's clients connect from 127.0.0.1 at the same time
    PORTICO_RELAY_MAX_CONNECTIONS_PER_IP: '10000',
  })
  project.provide('relayUrl', relay.url)
  project.provide('relayProjectId', relay.projectId)
  return () => relay.close()
}
