import { z } from 'zod/mini'

/** The app → frame events of SPEC §7. */
export const appEventTypes = [
  'APP_SWITCH_NETWORK',
  'APP_CONNECT_EMAIL',
  'APP_CONNECT_DEVICE',
  'APP_CONNECT_OTP',
  'APP_CONNECT_SOCIAL',
  'APP_GET_FARCASTER_URI',
  'APP_CONNECT_FARCASTER',
  'APP_GET_USER',
  'APP_GET_SOCIAL_REDIRECT_URI',
  'APP_SIGN_OUT',
  'APP_IS_CONNECTED',
  'APP_GET_CHAIN_ID',
  'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'APP_INIT_SMART_ACCOUNT',
  'APP_SET_PREFERRED_ACCOUNT',
  'APP_RPC_REQUEST',
  'APP_UPDATE_EMAIL',
  'APP_UPDATE_EMAIL_PRIMARY_OTP',
  'APP_UPDATE_EMAIL_SECONDARY_OTP',
  'APP_SYNC_THEME',
  'APP_SYNC_DAPP_DATA',
  'APP_RELOAD',
] as const
export type AppEventType = (typeof appEventTypes)[number]

/** Marks Portico's messages among everything else a window receives. */
export const frameChannel = 'portico-embedded-wallet'

const id = z.string().check(z.regex(/^[0-9a-f]{32}$/))

/** An app → frame message: `{ channel, id, type, payload }`; `payload` is checked per event by the frame. */
export const appMessage = z.strictObject({
  channel: z.literal(frameChannel),
  id,
  type: z.enum(appEventTypes),
  payload: z.optional(z.unknown()),
})
export type AppMessage = z.infer<typeof appMessage>

const replyType = z.string().check(z.maxLength(64), z.regex(/^FRAME_[A-Z_]+_(SUCCESS|ERROR)$/))

/** A frame → app message: `FRAME_READY`, or the `FRAME_*_SUCCESS` / `FRAME_*_ERROR` answer of request `id`. */
export const frameMessage = z.union([
  z.strictObject({ channel: z.literal(frameChannel), type: z.literal('FRAME_READY') }),
  z.strictObject({
    channel: z.literal(frameChannel),
    id,
    type: replyType,
    payload: z.optional(z.unknown()),
  }),
])
export type FrameMessage = z.infer<typeof frameMessage>

/**
 * The reply types of an app event: `APP_CONNECT_EMAIL` → `FRAME_CONNECT_EMAIL_SUCCESS` /
 * `FRAME_CONNECT_EMAIL_ERROR`.
 *
 * @example
 * replyTypesOf('APP_GET_USER') // { success: 'FRAME_GET_USER_SUCCESS', error: 'FRAME_GET_USER_ERROR' }
 */
export function replyTypesOf(type: AppEventType): { success: string; error: string } {
  const name = type.slice('APP_'.length)
  return { success: `FRAME_${name}_SUCCESS`, error: `FRAME_${name}_ERROR` }
}

const email = z.string().check(z.minLength(3), z.maxLength(254))
const code = z.string().check(z.regex(/^\d{6}$/))
const chainId = z.union([z.string().check(z.maxLength(100)), z.int()])
/** The OAuth providers of SPEC §3 (Farcaster logs in otherwise and is not offered). */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
const provider = z.enum(socialProviders)
/** The one-time code the server's callback hands over (32 random bytes, base64url). */
const completionCode = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))

/** Payloads the frame accepts, per event (the others take none). */
export const appPayloads = {
  APP_CONNECT_EMAIL: z.strictObject({ email }),
  APP_CONNECT_DEVICE: z.strictObject({ code }),
  APP_CONNECT_OTP: z.strictObject({ code }),
  APP_SWITCH_NETWORK: z.strictObject({ chainId }),
  /** `returnUrl` set = redirect mode (the page comes back there); unset = popup mode. */
  APP_GET_SOCIAL_REDIRECT_URI: z.strictObject({
    provider,
    returnUrl: z.optional(z.string().check(z.maxLength(2000))),
  }),
  /** `completionCode` from the return URL in redirect mode; in popup mode the callback page posts it to the frame. */
  APP_CONNECT_SOCIAL: z.strictObject({ provider, completionCode: z.optional(completionCode) }),
  APP_RPC_REQUEST: z.strictObject({
    method: z.string().check(z.minLength(1), z.maxLength(100)),
    params: z.optional(z.unknown()),
    chainId: z.optional(chainId),
  }),
  APP_SET_PREFERRED_ACCOUNT: z.strictObject({ type: z.enum(['eoa', 'smartAccount']) }),
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.optional(
    z.strictObject({ chainIds: z.optional(z.array(chainId).check(z.maxLength(50))) }),
  ),
  APP_UPDATE_EMAIL: z.strictObject({ email }),
  /**
   * The app's data the frame keeps for this page (SPEC §7): the account type a user without a
   * choice of their own gets per namespace (SPEC §1 defaults, core's `embeddedAccountTypes`).
   */
  APP_SYNC_DAPP_DATA: z.strictObject({
    defaultAccountTypes: z.optional(
      z.strictObject({
        eip155: z.optional(z.enum(['smartAccount', 'eoa'])),
        solana: z.optional(z.literal('eoa')),
      }),
    ),
  }),
  APP_UPDATE_EMAIL_PRIMARY_OTP: z.strictObject({ code }),
  APP_UPDATE_EMAIL_SECONDARY_OTP: z.strictObject({ code }),
} as const satisfies Partial<Record<AppEventType, z.ZodMiniType>>
