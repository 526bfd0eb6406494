// The settings `portico-server --help` lists: every variable of docs/configuration.md, in its
// order, with the first sentence of its meaning (settings.test.ts keeps the two the same).

/** One documented setting: its environment variable and a line on what it does. */
export type ServerSetting = { name: string; summary: string }

/** Every documented setting (`<NAME>` stands for a provider name, e.g. `GOOGLE`). */
export const serverSettings: readonly ServerSetting[] = [
  {
    name: 'PORTICO_PUBLIC_URL',
    summary:
      'allowed origins, sign-in messages and absolute URLs are built from it (never from Host)',
  },
  {
    name: 'DATABASE_URL',
    summary: "sessions and the embedded wallet's sealed key shares must survive a restart",
  },
  {
    name: 'PORTICO_STATE_DIR',
    summary: "sessions and the embedded wallet's sealed key shares must survive a restart",
  },
  {
    name: 'PORTICO_EMBEDDED_SECRET',
    summary: 'it seals the key shares: a start with another one could not open them (custody)',
  },
  { name: 'SMTP_URL', summary: 'login codes go there' },
  { name: 'PORTICO_SOCIAL_<NAME>_CLIENT_ID', summary: 'its OpenID Connect client' },
  { name: '_CLIENT_SECRET', summary: 'its OpenID Connect client' },
  { name: '_ISSUER', summary: 'its OpenID Connect client' },
  {
    name: 'PORTICO_DEV',
    summary:
      '1: development — the development parts above may run and the settings of production mode are not required…',
  },
  { name: 'PORT', summary: 'TCP port (0–65535; 0 picks a free one)' },
  { name: 'HOST', summary: 'Interface to listen on (0.0.0.0 for all)' },
  { name: 'DATABASE_URL', summary: 'Unset: embedded PostgreSQL (PGlite) in PORTICO_DATA_DIR' },
  {
    name: 'PORTICO_STATE_DIR',
    summary:
      "The server's state folder: PGlite keeps its data in <PORTICO_STATE_DIR>/data when DATABASE_URL is unset…",
  },
  {
    name: 'PORTICO_DATA_DIR',
    summary:
      "PGlite's folder itself (relative to the working directory) when DATABASE_URL is unset; wins over…",
  },
  {
    name: 'PORTICO_RPC_URLS',
    summary: 'Upstream nodes of the RPC gateway: comma list of caipNetworkId=url, e.g.…',
  },
  {
    name: 'PORTICO_BUNDLER_URLS',
    summary:
      'ERC-4337 bundlers (EntryPoint v0.7) of the eip155 chains that have one: comma list of caipNetworkId=url…',
  },
  {
    name: 'PORTICO_WEB_DIST',
    summary:
      'Folder of the built web app (must hold index.html), served at / with a single-page-app fallback',
  },
  {
    name: 'PORTICO_PROJECT_ID',
    summary: 'Id of the project seeded on start; clients send it as projectId',
  },
  {
    name: 'PORTICO_ANALYTICS',
    summary:
      "on lets that project collect the kit's tracked events: GET /getAnalyticsConfig answers isAnalyticsEnabled…",
  },
  {
    name: 'PORTICO_ANALYTICS_RETENTION_DAYS',
    summary: 'Days analytics events are kept (1–3650); older ones are deleted',
  },
  {
    name: 'PORTICO_ANALYTICS_DAILY_CAP',
    summary: 'Most events a project stores in 24 hours; past it a batch answers 429',
  },
  {
    name: 'PORTICO_ALLOWED_ORIGINS',
    summary:
      'Browser origins allowed (CORS and sign-in) for that project, comma separated (scheme://host[:port])',
  },
  {
    name: 'PORTICO_RPC_TIMEOUT_MS',
    summary:
      'Time limit of one upstream RPC call (1–600000 ms); past it the caller gets -32603 Upstream RPC request…',
  },
  {
    name: 'PORTICO_SHUTDOWN_DRAIN_MS',
    summary:
      'On SIGTERM, how long (0–600000 ms) the server keeps serving while GET /health answers 503 (draining: true)…',
  },
  {
    name: 'PORTICO_PUBLIC_URL',
    summary:
      'The URL clients reach this server on, e.g. https://portico.example.com (a path prefix is kept; no…',
  },
  {
    name: 'PORTICO_TRUST_PROXY',
    summary:
      'Which reverse proxies are trusted for X-Forwarded-For/-Proto/-Host (behind a proxy): false, true (any peer…',
  },
  {
    name: 'PORTICO_REQUEST_TIMEOUT_MS',
    summary:
      'Time to receive a whole request, headers and body (100–3600000 ms); past it 408 and the socket is closed…',
  },
  {
    name: 'PORTICO_CONNECTION_TIMEOUT_MS',
    summary: 'A socket idle this long (no byte either way) is closed (100–3600000 ms)',
  },
  {
    name: 'PORTICO_KEEP_ALIVE_TIMEOUT_MS',
    summary:
      'How long an idle keep-alive connection waits for its next request (100–3600000 ms); keep it above your…',
  },
  {
    name: 'PORTICO_MAX_REQUESTS_PER_SOCKET',
    summary: 'Requests served on one keep-alive connection before it is told to close (1–1000000)',
  },
  {
    name: 'PORTICO_MAX_CONNECTIONS',
    summary:
      'Open connections, WebSocket ones included, past which new ones are dropped (1–1000000)',
  },
  {
    name: 'PORTICO_RPC_RATE_LIMIT',
    summary:
      'RPC gateway calls per minute per client address (IPv6: per /64), each item of a batch counting one; also…',
  },
  {
    name: 'PORTICO_API_RATE_LIMIT',
    summary:
      'Balance, price, history, identity, name (/v1/profile/*) and ENS gateway requests per minute per client…',
  },
  {
    name: 'PORTICO_PROJECT_RATE_LIMIT',
    summary:
      'Gateway calls and API requests per minute of one project, all clients together (caps what the project can…',
  },
  {
    name: 'PORTICO_RPC_MAX_RESPONSE_BYTES',
    summary:
      'Largest upstream node answer the gateway reads (1024–1073741824 bytes); it is read as it streams in and…',
  },
  { name: 'PORTICO_LOG_LEVEL', summary: 'fatal, error, warn, info, debug, trace or silent' },
  {
    name: 'PORTICO_TOKEN_LISTS',
    summary:
      'Token lists and price pools per chain for balances and prices: a JSON file path or inline JSON (starts…',
  },
  {
    name: 'PORTICO_USD_PRICES',
    summary:
      'Fixed USD prices of Solana tokens for balances and POST /v1/fungible/price: comma list of <solana CAIP-2…',
  },
  {
    name: 'PORTICO_SOLANA_PRICE_URLS',
    summary:
      'Live USD prices of Solana tokens: comma list of <solana CAIP-2 id>=<http(s) URL>, e.g…',
  },
  {
    name: 'PORTICO_NAME_ZONE',
    summary: 'The zone account names are registered under (alice.<zone>): a lower-case domain',
  },
  {
    name: 'PORTICO_ENS_CHAIN',
    summary:
      'The chain whose ENS gives /v1/identity its primary names and avatars: an eip155 CAIP-2 id, read through…',
  },
  {
    name: 'PORTICO_ENS_UNIVERSAL_RESOLVER',
    summary:
      'The ENS universal resolver on PORTICO_ENS_CHAIN (0x + 40 hex); required for any other chain, else no ENS…',
  },
  {
    name: 'PORTICO_ENS_GATEWAY_KEY',
    summary:
      'The secp256k1 private key (0x + 64 hex) the ENS CCIP-Read gateway (POST /v1/ens/gateway) signs its answers…',
  },
  {
    name: 'PORTICO_ONRAMP_SANDBOX_KEY',
    summary:
      '0x private key (64 hex) of the treasury the sandbox on-ramp pays purchases from; unset = no sandbox',
  },
  {
    name: 'PORTICO_ONRAMP_SANDBOX_CHAINS',
    summary:
      'The only chains (eip155 CAIP-2 ids, comma list) the sandbox sells and settles on; each also needs its node…',
  },
  {
    name: 'PORTICO_ONRAMP_SANDBOX_ANY_CHAIN',
    summary:
      'yes lets PORTICO_ONRAMP_SANDBOX_CHAINS name a chain that is not a known test chain (a private test chain)…',
  },
  {
    name: 'PORTICO_ONRAMP_SANDBOX_RECIPIENT_DAILY_LIMIT',
    summary:
      'Most the sandbox pays out to one recipient address in 24 hours, in whole units of the payment currency…',
  },
  {
    name: 'PORTICO_ONRAMP_SANDBOX_DAILY_LIMIT',
    summary: 'Most the sandbox pays out in 24 hours, all recipients together',
  },
  {
    name: 'PORTICO_ONRAMP_SANDBOX_FEE_BPS',
    summary: "The sandbox's fee in basis points of the payment (100–200: SPEC's 1–2 %)",
  },
  {
    name: 'PORTICO_ONRAMP_CHECKOUT_RATE_LIMIT',
    summary:
      'Sandbox checkout submissions per minute per client address (IPv6: per /64), 1–10000; past it 429 with…',
  },
  {
    name: 'PORTICO_ONRAMP_COINBASE_APP_ID',
    summary:
      "Coinbase Onramp app id: POST /v1/generators/onrampurl can build Coinbase's hosted-page URL (buy.md)",
  },
  {
    name: 'PORTICO_ONRAMP_MELD_PUBLIC_KEY',
    summary: "Meld public key: the generator can build Meld's hosted-page URL",
  },
  {
    name: 'PORTICO_INDEXER',
    summary: 'on or off: the history indexer following every eip155 chain of PORTICO_RPC_URLS',
  },
  {
    name: 'PORTICO_INDEXER_START_BLOCKS',
    summary: 'First block per chain when it has no cursor yet: eip155:1=19000000,…',
  },
  {
    name: 'PORTICO_EXPLORER_API_URLS',
    summary:
      'Explorer APIs for the backfill of native transfers on chains whose node has no trace_filter: comma list of…',
  },
  {
    name: 'PORTICO_INDEXER_BACKFILL_BLOCKS',
    summary: 'How far back a chain on a remote node starts (0–100000000)',
  },
  {
    name: 'PORTICO_INDEXER_POLL_MS',
    summary: 'Pause between polls of a caught-up chain (10–3600000 ms)',
  },
  {
    name: 'PORTICO_INDEXER_CONFIRMATIONS',
    summary: 'Blocks re-read on every poll to catch reorgs (1–1000)',
  },
  {
    name: 'PORTICO_INDEXER_BATCH_BLOCKS',
    summary:
      'Most blocks read per step (1–10000); lower it for nodes that limit eth_getLogs ranges',
  },
  {
    name: 'PORTICO_HEALTH_MAX_LAG_BLOCKS',
    summary:
      "GET /health answers 503 when a chain's indexer is more blocks than this behind its node (0–1000000000…",
  },
  {
    name: 'PORTICO_SPAM_TOKENS',
    summary:
      'Tokens flagged spam in the history: CAIP-10 list of ERC-20 contracts and Solana mints…',
  },
  {
    name: 'REDIS_URL',
    summary:
      'redis://host:6379[/db] or rediss://…: relay instances share publishes through Redis pub/sub (relay)',
  },
  {
    name: 'PORTICO_RELAY_MAX_MESSAGE_BYTES',
    summary: 'Largest relay message (1024–16777216 bytes); over it -32010 Message too large',
  },
  {
    name: 'PORTICO_RELAY_MAX_TOPICS',
    summary: 'Topics one relay connection may subscribe to (1–100000)',
  },
  {
    name: 'PORTICO_RELAY_PUBLISH_BURST',
    summary: 'Relay publish token bucket per connection: burst (1–1000000)',
  },
  {
    name: 'PORTICO_RELAY_PUBLISH_RATE',
    summary: 'Relay publishes per second per connection, sustained (1–1000000)',
  },
  {
    name: 'PORTICO_RELAY_REQUEST_BURST',
    summary:
      'Relay requests (any method) per connection: token bucket burst (1–1000000); over it -32012',
  },
  {
    name: 'PORTICO_RELAY_REQUEST_RATE',
    summary: 'Relay requests per second per connection, sustained (1–1000000)',
  },
  {
    name: 'PORTICO_RELAY_MAX_IN_FLIGHT',
    summary: 'Relay requests one connection may have unanswered (1–10000); reading pauses at it',
  },
  {
    name: 'PORTICO_RELAY_MAX_BATCH',
    summary: 'Topics or messages in one relay batch request (1–10000)',
  },
  {
    name: 'PORTICO_RELAY_MAX_BUFFERED_BYTES',
    summary:
      'Bytes queued for a relay socket past which it is closed as a slow consumer (65536–1073741824)',
  },
  {
    name: 'PORTICO_RELAY_PAGE_BYTES',
    summary: 'Message bytes per page of stored deliveries and per fetch answer (1024–268435456)',
  },
  {
    name: 'PORTICO_RELAY_MAX_CONNECTIONS_PER_IP',
    summary: 'Open relay connections per client address (1–10000000); over it HTTP 429',
  },
  {
    name: 'PORTICO_RELAY_MAX_CONNECTIONS_PER_PROJECT',
    summary: 'Open relay connections per project (1–10000000); over it HTTP 429',
  },
  {
    name: 'PORTICO_RELAY_STORE_BURST_BYTES',
    summary: 'Bytes one client address may publish for storage: burst (1024–2^40)',
  },
  {
    name: 'PORTICO_RELAY_STORE_RATE_BYTES',
    summary: 'Bytes per second one client address may publish, sustained (1–2^40)',
  },
  {
    name: 'PORTICO_RELAY_MAX_STORED_TTL',
    summary:
      'Longest a relay message is kept for offline clients, in seconds (60–2592000); a longer ttl is accepted and…',
  },
  {
    name: 'PORTICO_RELAY_PING_INTERVAL_MS',
    summary:
      'Relay ping interval (1000–600000 ms); a socket that missed the previous pong is dropped',
  },
  {
    name: 'PORTICO_RELAY_RESTORE_AFTER_MS',
    summary:
      'How long after a relay client connects its stored subscriptions it has not made again are restored and…',
  },
  {
    name: 'PORTICO_RELAY_PUBLIC_URL',
    summary:
      "The relay's public ws:///wss:// URL ending in /relay: auth tokens must name its host (instead of the…",
  },
  {
    name: 'PORTICO_RELAY_REDIS_SECRET',
    summary:
      'Secret (≥ 16 characters, same on every instance) to sign records on the Redis channel with HMAC-SHA256…',
  },
  {
    name: 'PORTICO_EMBEDDED',
    summary:
      "on or off: the embedded wallet — email and social login, the key shares' routes (/v1/embedded/*) and the…",
  },
  {
    name: 'PORTICO_EMBEDDED_SECRET',
    summary:
      'Embedded wallet: 64 hex characters (openssl rand -hex 32), the same on every instance, kept outside the…',
  },
  {
    name: 'SMTP_URL',
    summary: 'Where login mail goes: smtp://user:pass@host:587 or smtps://user:pass@host:465',
  },
  {
    name: 'PORTICO_DEV_INBOX_PORT',
    summary:
      "Development only (refused in production): the port on 127.0.0.1 of the mail catcher's inbox (/dev/mail…",
  },
  {
    name: 'PORTICO_FRAME_PORT',
    summary:
      "The wallet frame's own listener (on HOST), opened by npm start -w @portico/server while the embedded…",
  },
  {
    name: 'PORTICO_SIWX_TOKEN_TTL_SECONDS',
    summary:
      "Lifetime of a sign-in token for the app's backend (POST /v1/siwx/token), 60 to 900 s, never past its…",
  },
  {
    name: 'PORTICO_SIWX_TOKEN_RATE_LIMIT',
    summary: 'Token requests per minute per client address (IPv6: per /64)',
  },
  {
    name: 'PORTICO_SIWX_TOKEN_ALG',
    summary: 'Algorithm of new database signing keys: ES256 or EdDSA',
  },
  {
    name: 'PORTICO_SIWX_TOKEN_KEY_ROTATION_HOURS',
    summary:
      'How long a database signing key signs; its successor is published 10 minutes before (rotation)',
  },
  {
    name: 'PORTICO_SIWX_TOKEN_KEYS_FILE',
    summary:
      'Signing keys from a file (a JWK Set of private ES256/EdDSA keys with kid and alg; the first signs) instead…',
  },
  { name: 'PORTICO_MAIL_FROM', summary: 'From: of login mail (one line, ≤ 200 characters)' },
  {
    name: 'PORTICO_FRAME_ORIGINS',
    summary:
      'Origins of the wallet frame: the only origins the /v1/embedded/* routes answer (and allow by CORS)',
  },
  {
    name: 'PORTICO_EMBEDDED_SESSION_TTL_HOURS',
    summary: 'Lifetime of an embedded-wallet session (1–8784 hours)',
  },
  {
    name: 'PORTICO_EMAIL_RESEND_COOLDOWN_SECONDS',
    summary:
      'First wait between two login codes to one address from one browser (1–3600 s, doubled after a code dies of wrong tries); under 30 only with PORTICO_DEV=1',
  },
  {
    name: 'PORTICO_SOCIAL_<NAME>_CLIENT_ID',
    summary:
      "Social login (social logins), NAME one of GOOGLE, GITHUB, APPLE, FACEBOOK, X, DISCORD: this server's OAuth…",
  },
  {
    name: 'PORTICO_SOCIAL_<NAME>_CLIENT_SECRET',
    summary:
      "Social login (social logins), NAME one of GOOGLE, GITHUB, APPLE, FACEBOOK, X, DISCORD: this server's OAuth…",
  },
  {
    name: 'PORTICO_SOCIAL_<NAME>_ISSUER',
    summary: 'The OpenID Connect issuer (discovery at /.well-known/openid-configuration)',
  },
  { name: 'PORTICO_SOCIAL_<NAME>_SCOPE', summary: 'Scopes asked of that provider' },
  {
    name: 'PORTICO_SOCIAL_<NAME>_TRUST_EMAIL',
    summary:
      "Whether the provider's *verified* email links its identities to the email account of that address (and its…",
  },
  {
    name: 'PORTICO_SOCIAL_REDIRECT_PROJECTS',
    summary:
      "Comma-separated project ids that may use social login's redirect mode (the page goes to the provider and back)",
  },
  {
    name: 'PORTICO_SOCIAL_DEV_ISSUER',
    summary:
      'The local development OpenID provider: every provider left unconfigured is offered and logs in there',
  },
  {
    name: 'PORTICO_SOCIAL_DEV_CLIENT_ID',
    summary:
      'The local development OpenID provider: every provider left unconfigured is offered and logs in there',
  },
  {
    name: 'PORTICO_SOCIAL_DEV_CLIENT_SECRET',
    summary:
      'The local development OpenID provider: every provider left unconfigured is offered and logs in there',
  },
  {
    name: 'PORTICO_SOCIAL_DEV_PROVIDERS',
    summary:
      'Comma-separated provider ids the development OpenID provider serves (e.g. google,github); the others…',
  },
  {
    name: 'PORTICO_SOCIAL_CALLBACK_URL',
    summary: 'Where providers send the visitor back: register exactly this URL at each provider',
  },
  {
    name: 'PORTICO_FARCASTER_RPC_URL',
    summary:
      "Farcaster login: an RPC of the ID registry's chain (OP Mainnet); setting it turns the login on",
  },
  {
    name: 'PORTICO_FARCASTER_ID_REGISTRY',
    summary: "Farcaster's ID registry (default 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b)",
  },
  {
    name: 'PORTICO_FARCASTER_RELAY_URL',
    summary: "An auth relay (e.g. https://relay.farcaster.xyz); unset: this server's own",
  },
  {
    name: 'PORTICO_FARCASTER_RELAY_KEY',
    summary: 'Own relay: the key a Farcaster client must send to complete a channel',
  },
  {
    name: 'PORTICO_FARCASTER_CLIENT_URL',
    summary: 'Own relay: the Farcaster client page the sign-in link opens',
  },
]
