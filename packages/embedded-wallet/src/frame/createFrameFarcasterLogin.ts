import { SocialLoginError } from '../errors'
import { type EmbeddedApi, EmbeddedApiError, type EmbeddedUser } from './createEmbeddedApi'
import { createFlowSecret } from './createFlowSecret'
import type { FrameStorage } from './frameStorage'

export type CreateFrameFarcasterLoginParameters = {
  api: EmbeddedApi
  storage: FrameStorage
  /** The frame's device token (made on first use). */
  deviceToken(): Promise<string>
}

/** What `finish` answers: pending while the visitor has not signed, else the session. */
export type FrameFarcasterLoginResult =
  | { pending: true }
  | {
      pending: false
      sessionToken: string
      user: EmbeddedUser
      userName?: string | undefined
      fid: number
    }

const flowKey = 'farcasterFlow'

/**
 * The frame's half of Sign In With Farcaster (SPEC §7 APP_GET_FARCASTER_URI,
 * APP_CONNECT_FARCASTER): `start` makes a random flow secret, sends its SHA-256 with the device
 * token to `farcaster/start` and keeps the flow id and secret in the frame origin's storage; it
 * answers the sign-in link (the app shows it as a QR code and a link). `finish` asks
 * `farcaster/finish` once: `{ pending: true }` while the visitor's Farcaster client has not
 * signed (the app polls), else the session of the FID's account.
 *
 * @example
 * const farcaster = createFrameFarcasterLogin({ api, storage, deviceToken })
 * const { url } = await farcaster.start()
 * const done = await farcaster.finish()
 */
export function createFrameFarcasterLogin(parameters: CreateFrameFarcasterLoginParameters) {
  const { api, storage } = parameters
  return {
    async start(): Promise<{ url: string }> {
      const { secret: flowSecret, hash: flowSecretHash } = await createFlowSecret()
      const started = await api.post<{ flowId: string; url: string }>(
        '/v1/embedded/farcaster/start',
        {
          deviceToken: await parameters.deviceToken(),
          flowSecretHash,
        },
      )
      await storage.set(flowKey, JSON.stringify({ flowId: started.flowId, flowSecret }))
      return { url: started.url }
    },
    async finish(): Promise<FrameFarcasterLoginResult> {
      const saved = JSON.parse((await storage.get(flowKey)) ?? 'null') as {
        flowId?: unknown
        flowSecret?: unknown
      } | null
      if (typeof saved?.flowId !== 'string' || typeof saved.flowSecret !== 'string')
        throw new SocialLoginError({ reason: 'This sign-in has expired: start again' })
      try {
        const done = await api.post<
          Omit<FrameFarcasterLoginResult & { pending: false }, 'pending'>
        >('/v1/embedded/farcaster/finish', {
          flowId: saved.flowId,
          flowSecret: saved.flowSecret,
          deviceToken: await parameters.deviceToken(),
        })
        await storage.delete(flowKey)
        return { pending: false, ...done }
      } catch (error) {
        if (error instanceof EmbeddedApiError && error.status === 409) return { pending: true }
        await storage.delete(flowKey)
        throw error
      }
    },
    /** Drops a login in progress (APP_RELOAD): its link can no longer finish in this frame. */
    forget: () => storage.delete(flowKey),
  }
}
export type FrameFarcasterLogin = ReturnType<typeof createFrameFarcasterLogin>
