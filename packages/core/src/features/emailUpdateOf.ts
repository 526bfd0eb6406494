import { createEmailUpdate, type EmailUpdate } from '../embedded/createEmailUpdate'
import { embeddedFlowOf } from './embeddedFlowOf'
import type { FeatureHost } from './types'

/** The host's email change flow (core's `createEmailUpdate`), made on first use in the email views' chunk. */
export const emailUpdateOf: (host: Pick<FeatureHost, 'embeddedWallet'>) => EmailUpdate =
  embeddedFlowOf((wallet) => createEmailUpdate({ wallet }))
