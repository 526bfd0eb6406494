import { describe, expect, it } from 'vitest'
import * as constants from './constants'

describe('constants', () => {
  it('match SPEC §9', () => {
    expect(constants).toMatchInlineSnapshot(`
      {
        "BALANCE_CACHE_MS": 30000,
        "BALANCE_RETRY_BLOCK_MS": 30000,
        "CONNECT_RETRY_GAP_MS": 1000,
        "CONNECT_TIMEOUT_MS": 30000,
        "DEBOUNCE_MS": 500,
        "DEFAULT_ONRAMP_PAYMENT_CURRENCIES": [
          {
            "id": "USD",
            "payment_method_limits": [
              {
                "id": "card",
                "max": "7500.00",
                "min": "10.00",
              },
              {
                "id": "ach_bank_account",
                "max": "25000.00",
                "min": "10.00",
              },
            ],
          },
          {
            "id": "EUR",
            "payment_method_limits": [
              {
                "id": "card",
                "max": "7500.00",
                "min": "10.00",
              },
              {
                "id": "ach_bank_account",
                "max": "25000.00",
                "min": "10.00",
              },
            ],
          },
        ],
        "DEFAULT_THEME_MODE": "dark",
        "EMAIL_LOGIN_COOLDOWN_MS": 30000,
        "EMBEDDED_SDK_VERSION": 4,
        "FRAME_READY_DELAY_MS": 500,
        "GO_BACK_SYNC_DELAY_MS": 100,
        "IDENTITY_CACHE_MS": 300000,
        "IFRAME_LOAD_TIMEOUT_MS": 20000,
        "NAME_CACHE_MS": 300000,
        "NATIVE_BALANCE_CACHE_MS": 30000,
        "ONRAMP_RESTRICTED_TIME_ZONES": [
          "Asia/Shanghai",
          "Asia/Urumqi",
          "Asia/Chongqing",
          "Asia/Chungking",
          "Asia/Harbin",
          "Asia/Kashgar",
          "PRC",
        ],
        "PAIRING_EXPIRY_MARGIN_MS": 10000,
        "PAIRING_LIFETIME_MS": 240000,
        "QUANTITY_DECIMALS": 3,
        "RECENT_WALLETS_MAX": 2,
        "SEARCH_MIN_DELAY_MS": 300,
        "SEND_NAMESPACES": [
          "eip155",
          "solana",
          "bip122",
        ],
        "SIGN_OUT_TIMEOUT_MS": 3000,
        "SOCKET_DEFAULTS": {
          "maxReconnects": 5,
          "reconnect": true,
          "reconnectIntervalMs": 1000,
        },
        "SOLANA_COMPUTE_UNIT_LIMIT": 500,
        "SOLANA_COMPUTE_UNIT_PRICE": 20000000,
        "SOLANA_STATUS_POLL_MS": 1000,
        "SWAP_SLIPPAGE": 1,
        "TELEMETRY_ERROR_EVENTS_PER_MINUTE": 5,
        "TOAST_DURATION_MS": 2500,
        "TOAST_REOPEN_DELAY_MS": 150,
        "USD_DECIMALS": 2,
        "WALLETS_PAGE_SIZE": 40,
        "WALLETS_RECOMMENDED": 4,
        "WALLETS_SEARCH_PAGE_SIZE": 100,
      }
    `)
  })

  it('tie the named times to their seconds and minutes', () => {
    expect(constants.EMAIL_LOGIN_COOLDOWN_MS / 1_000).toBe(30)
    expect(constants.NAME_CACHE_MS / 60_000).toBe(5)
    expect(constants.PAIRING_LIFETIME_MS / 60_000).toBe(4)
  })
})
