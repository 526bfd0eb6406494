import { SocialLoginError } from '../errors'
import type { EmbeddedApi, EmbeddedUser } from './createEmbeddedApi'
import { createFlowSecret } from './createFlowSecret'
import type { FrameStorage } from './frameStorage'

export type CreateFrameSocialLoginParameters = {
  api: EmbeddedApi
  storage: FrameStorage
  /** The frame's device token (made on first use). */
  deviceToken(): Promise<string>
  /** How long `finish` waits for the popup's code when the app asks before it arrived (default 1.5 s). */
  deliveryGraceMs?: number | undefined
}

/** What `finish` answers: the server's session and user, and who the provider says the visitor is. */
export type FrameSocialLoginResult = {
  sessionToken: string
  user: EmbeddedUser
  socialProvider: string
  userName?: string | undefined
}

const flowKey = 'socialFlow'

/**
 * The frame's half of a social login (SPEC §7 APP_GET_SOCIAL_REDIRECT_URI, APP_CONNECT_SOCIAL):
 * `start` makes a random flow secret, sends only its SHA-256 with the frame's device token, and
 * keeps the secret and the flow id in the frame origin's storage (they survive the page leaving in
 * redirect mode); it answers the one-time launch URL to open (it binds the flow to the browser
 * that opens it, then goes to the provider). `deliver` takes the one-time code the callback page
 * posted (popup mode); `finish` redeems the flow with the secret and that code, or the one the app
 * read from its page's fragment (redirect mode): a code read by anyone else redeems nothing.
 * Without a code the login was cancelled (the popup closed before the provider sent the visitor back).
 *
 * @example
 * const social = createFrameSocialLogin({ api, storage, deviceToken })
 * const { uri } = await social.start({ provider: 'google' })
 * const { sessionToken, user } = await social.finish({ provider: 'google' })
 */
export function createFrameSocialLogin(parameters: CreateFrameSocialLoginParameters) {
  const { api, storage } = parameters
  let delivered: string | undefined
  let onDelivered: (() => void) | undefined
  const waitForCode = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, parameters.deliveryGraceMs ?? 1_500)
      onDelivered = () => {
        clearTimeout(timer)
        resolve()
      }
    })

  return {
    async start(input: { provider: string; returnUrl?: string | undefined }) {
      delivered = undefined
      const { secret: flowSecret, hash: flowSecretHash } = await createFlowSecret()
      const started = await api.post<{ flowId: string; authorizationUrl: string }>(
        '/v1/embedded/social/start',
        {
          provider: input.provider,
          deviceToken: await parameters.deviceToken(),
          flowSecretHash,
          ...(input.returnUrl === undefined ? {} : { returnUrl: input.returnUrl }),
        },
      )
      await storage.set(
        flowKey,
        JSON.stringify({ flowId: started.flowId, flowSecret, provider: input.provider }),
      )
      return { uri: started.authorizationUrl }
    },
    /** The code the callback page posted to this frame (its origin already checked). */
    deliver(code: string) {
      delivered = code
      onDelivered?.()
    },
    async finish(input: {
      provider: string
      completionCode?: string | undefined
    }): Promise<FrameSocialLoginResult> {
      const saved = JSON.parse((await storage.get(flowKey)) ?? 'null') as {
        flowId?: unknown
        flowSecret?: unknown
        provider?: unknown
      } | null
      if (
        typeof saved?.flowId !== 'string' ||
        typeof saved.flowSecret !== 'string' ||
        saved.provider !== input.provider
      )
        throw new SocialLoginError({ reason: 'This sign-in has expired: start again' })
      if (input.completionCode === undefined && delivered === undefined) await waitForCode()
      const code = input.completionCode ?? delivered
      delivered = undefined
      onDelivered = undefined
      if (code === undefined) {
        await storage.delete(flowKey)
        throw new SocialLoginError({ reason: 'The sign-in was cancelled' })
      }
      try {
        return await api.post<FrameSocialLoginResult>('/v1/embedded/social/finish', {
          flowId: saved.flowId,
          flowSecret: saved.flowSecret,
          deviceToken: await parameters.deviceToken(),
          completionCode: code,
        })
      } finally {
        await storage.delete(flowKey)
      }
    },
  }
}
export type FrameSocialLogin = ReturnType<typeof createFrameSocialLogin>
