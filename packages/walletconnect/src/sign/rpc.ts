// The Sign protocol's JSON-RPC methods with their relay tags and ttls (seconds), per the public
// WalletConnect v2 specs (also recorded in FIELD-NOTES). Internal to the package.

export type RpcOptions = { ttl: number; tag: number; prompt?: boolean }

export const signMethods = {
  wc_pairingDelete: { req: { ttl: 86_400, tag: 1000 }, res: { ttl: 86_400, tag: 1001 } },
  wc_pairingPing: { req: { ttl: 30, tag: 1002 }, res: { ttl: 30, tag: 1003 } },
  wc_sessionPropose: { req: { ttl: 300, tag: 1100, prompt: true }, res: { ttl: 300, tag: 1101 } },
  wc_sessionSettle: { req: { ttl: 300, tag: 1102 }, res: { ttl: 300, tag: 1103 } },
  wc_sessionUpdate: { req: { ttl: 86_400, tag: 1104 }, res: { ttl: 86_400, tag: 1105 } },
  wc_sessionExtend: { req: { ttl: 86_400, tag: 1106 }, res: { ttl: 86_400, tag: 1107 } },
  wc_sessionRequest: { req: { ttl: 300, tag: 1108, prompt: true }, res: { ttl: 300, tag: 1109 } },
  wc_sessionEvent: { req: { ttl: 300, tag: 1110 }, res: { ttl: 300, tag: 1111 } },
  wc_sessionDelete: { req: { ttl: 86_400, tag: 1112 }, res: { ttl: 86_400, tag: 1113 } },
  wc_sessionPing: { req: { ttl: 30, tag: 1114 }, res: { ttl: 30, tag: 1115 } },
  wc_sessionAuthenticate: {
    req: { ttl: 3600, tag: 1116, prompt: true },
    res: { ttl: 3600, tag: 1117 },
  },
} as const satisfies Record<string, { req: RpcOptions; res: RpcOptions }>

export type SignMethod = keyof typeof signMethods

export function isSignMethod(method: unknown): method is SignMethod {
  return typeof method === 'string' && Object.hasOwn(signMethods, method)
}

/** Seven days, the session lifetime of the specs (seconds). */
export const SESSION_LIFETIME_S = 7 * 24 * 3600
/** An active pairing lives 30 days (seconds). */
export const ACTIVE_PAIRING_LIFETIME_S = 30 * 24 * 3600
/** A proposal lives 5 minutes (seconds). */
export const PROPOSAL_LIFETIME_S = 300

/** JSON-RPC error codes of the specs the client sends. */
export const signErrors = {
  userRejected: { code: 5000, message: 'User rejected.' },
  userDisconnected: { code: 6000, message: 'User disconnected.' },
  unsupportedChain: { code: 5100, message: 'Unsupported chains.' },
  unsupportedMethod: { code: 5101, message: 'Unsupported methods.' },
  unsupportedEvent: { code: 5102, message: 'Unsupported events.' },
  sessionExpired: { code: 6100, message: 'Session settlement expired.' },
  unauthorizedUpdate: { code: 3003, message: 'Unauthorized update request.' },
  unauthorizedExtend: { code: 3005, message: 'Unauthorized extend request.' },
  invalidParams: { code: -32602, message: 'Invalid params.' },
  methodNotFound: { code: -32601, message: 'Method not found.' },
} as const

/** A JSON-RPC id as the official clients make them: milliseconds × 1000 + three random digits. */
export function payloadId(now: number): number {
  return now * 1000 + Math.floor(Math.random() * 1000)
}
