// Business constants and limits of SPEC §9, named. Times are in milliseconds.

// Cooldowns and retry blocks
/** An email login is refused for this long after the previous one. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** After a balance fetch fails, retries are refused for this long. */
export const BALANCE_RETRY_BLOCK_MS = 30_000

// Local cache lifetimes
/** Portfolio (token balance) cache lifetime. */
export const BALANCE_CACHE_MS = 30_000
/** Native balance cache lifetime. */
export const NATIVE_BALANCE_CACHE_MS = 30_000
/** Name-service names cache lifetime. */
export const NAME_CACHE_MS = 300_000
/** Identity (avatar, name) cache lifetime. */
export const IDENTITY_CACHE_MS = 300_000

// Wallets and modal
/** How many recent wallets are kept. */
export const RECENT_WALLETS_MAX = 2
/** When a toast is open, the next one opens this long after the first is closed. */
export const TOAST_REOPEN_DELAY_MS = 150
/** How long an auto-closing toast stays open (not given by SPEC; the usual snackbar time). */
export const TOAST_DURATION_MS = 2_500
/** Going back from the Farcaster view re-syncs the auth connector after this delay. */
export const GO_BACK_SYNC_DELAY_MS = 100
/** Default theme mode. */
export const DEFAULT_THEME_MODE = 'dark'

// WalletConnect pairing
/** A pairing this close to its expiry counts as expired. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** How long a new pairing lives. */
export const PAIRING_LIFETIME_MS = 240_000
/** Minimum gap between two connection attempts. */
export const CONNECT_RETRY_GAP_MS = 1_000
/** Default debounce. */
export const DEBOUNCE_MS = 500

// Embedded wallet frame
/** The wallet frame must load within this time. */
export const IFRAME_LOAD_TIMEOUT_MS = 20_000
/** Connect by email, device, OTP or social must answer within this time. */
export const CONNECT_TIMEOUT_MS = 30_000
/** Sign-out waits at most this long. */
export const SIGN_OUT_TIMEOUT_MS = 3_000
/** After FRAME_READY, requests wait this long before they proceed. */
export const FRAME_READY_DELAY_MS = 500
/** Default embedded wallet SDK version. */
export const EMBEDDED_SDK_VERSION = 4

// Wallet directory
/** Wallets per page of the directory. */
export const WALLETS_PAGE_SIZE = 40
// Recommended directory wallets Connect shows: its own module, so the first load's constants
// chunk (apps/web's `first-load` group) does not carry what only Connect reads.
export { WALLETS_RECOMMENDED } from './walletsRecommended'
/** Wallets per page of a search. */
export const WALLETS_SEARCH_PAGE_SIZE = 100
/** A search shows its loading state at least this long. */
export const SEARCH_MIN_DELAY_MS = 300

// Transactions, send, swap
/** Swap slippage tolerance (percent). */
export const SWAP_SLIPPAGE = 1
/**
 * Namespaces the send flow supports: SPEC §5's eip155 and solana, and bip122 (issue 33: Bitcoin
 * sends from the payment account).
 */
export const SEND_NAMESPACES = ['eip155', 'solana', 'bip122'] as const

// Solana
/** Compute unit price in micro-lamports. */
export const SOLANA_COMPUTE_UNIT_PRICE = 20_000_000
/** Compute unit limit. */
export const SOLANA_COMPUTE_UNIT_LIMIT = 500
/** Transaction status poll interval. */
export const SOLANA_STATUS_POLL_MS = 1_000

// JSON-RPC WebSocket client defaults
/** Socket client defaults: reconnect on, every 1 s, at most 5 times. */
export const SOCKET_DEFAULTS = {
  reconnect: true,
  reconnectIntervalMs: 1_000,
  maxReconnects: 5,
} as const

// Display
/** Decimals shown for quantities (truncated). */
export const QUANTITY_DECIMALS = 3
/** Decimals shown for dollar values. */
export const USD_DECIMALS = 2

// On-ramp
/**
 * Mainland China's IANA time zones (with their old aliases), where buying is not offered: the
 * Buy button is hidden when the browser's time zone is one of these (SPEC §1).
 */
export const ONRAMP_RESTRICTED_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
] as const

// On-ramp fallback
/** Built-in payment method limits used when on-ramp options cannot be fetched. */
export const DEFAULT_ONRAMP_PAYMENT_CURRENCIES = [
  {
    id: 'USD',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  },
  {
    id: 'EUR',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  },
] as const

// Telemetry
/** Error events (name with `ERROR`) the kit sends per minute at most (SPEC §9). */
export const TELEMETRY_ERROR_EVENTS_PER_MINUTE = 5
