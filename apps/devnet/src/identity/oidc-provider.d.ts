// oidc-provider ships no types: only what startDevIdentityProvider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  type Ctx = {
    oidc: {
      client: { clientId: string }
      session: { accountId: string; grantIdFor(clientId: string): string | undefined }
      result?: { consent?: { grantId?: string } }
      provider: Provider
    }
  }
  class Grant {
    constructor(input: { clientId: string; accountId: string })
    addOIDCScope(scope: string): void
    save(): Promise<string>
    static find(id: string): Promise<Grant | undefined>
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    Grant: typeof Grant
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{ uid: string; prompt: { name: string }; params: Record<string, unknown> }>
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>
    on(event: string, listener: (...args: unknown[]) => void): this
  }
  export type { Ctx }
}
