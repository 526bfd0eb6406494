import {
  type ChainAdapter,
  type CreatePorticoClientParameters,
  createPorticoClient,
  createStore,
  type PorticoClient,
  type Store,
  type ThemeMode,
  type ThemeVariables,
  type ToThemeStyleReturnType,
  toThemeStyle,
} from '@portico/core'
import type { FetchFunction } from '@portico/core/api'
import type {
  DefaultAccountTypes,
  EmbeddedWallet,
  FeaturesOption,
  TrackEvent,
  TrackedEvent,
} from '@portico/core/internal'
import { errorText } from './errorText'
import { type LocaleOption, pickLocale } from './locales/pickLocale'
import type { SupportedLocale } from './locales/types'
import { createStrings } from './strings/createStrings'
import type { Strings, StringsOverride } from './strings/en'
import { mergeStrings } from './strings/mergeStrings'
import { createThemeStore, type ThemeModeOption, type ThemeState } from './theme/createThemeStore'

export type { BalanceState } from '@portico/core'

export type CreatePorticoConfigParameters = Omit<CreatePorticoClientParameters, 'errorText'> & {
  /**
   * `light`, `dark` (the default, SPEC §9) or `system`: the device's `prefers-color-scheme`,
   * followed as it changes. `setThemeMode` changes it at run time.
   */
  themeMode?: ThemeModeOption | undefined
  /**
   * Accent, font, radius, z-index, QR colour, modal width (SPEC §3): set as `--portico-*` CSS
   * custom properties on the kit's roots; a value it cannot use throws at creation.
   */
  themeVariables?: ThemeVariables | undefined
  /**
   * The language of the kit: `en`, `fr`, `ar` (right to left), or `auto` (default): the first of
   * the browser's languages Portico ships, else English. Another locale's catalogue loads on
   * demand; until it arrives the kit shows English.
   */
  locale?: LocaleOption | undefined
  /**
   * User-visible strings: any part of the catalogue, merged over the locale's (another locale's
   * whole catalogue, or a few texts).
   */
  strings?: StringsOverride | undefined
  /**
   * The Portico server (wallet directory, balances, identity): e.g. `https://portico.example`, or
   * where `@portico/proxy` serves it on the page's origin (`${location.origin}/portico`); the
   * page's origin by default.
   */
  apiUrl?: string | undefined
  /** `fetch` for the server's API; the global one by default. */
  fetch?: FetchFunction | undefined
  /**
   * The embedded wallet (`createEmbeddedWallet` of `@portico/embedded-wallet/lazy`, also given to
   * the EVM adapter's `embeddedWallet`): Connect shows the email field first (SPEC §2).
   */
  embeddedWallet?: EmbeddedWallet | undefined
  /**
   * The account type a new embedded-wallet user gets per namespace: `eip155` `smartAccount` or
   * `eoa`, `solana` `eoa` (SPEC §1's defaults, `smartAccount` and `eoa`, where not given). The
   * user's own choice (Account's switch, remembered by the frame) wins once made. Checked when
   * the embedded wallet loads, before it connects: another value throws
   * `AccountTypeNotSupportedError` naming the namespace, the value and what is allowed.
   */
  defaultAccountTypes?: DefaultAccountTypes | undefined
  /**
   * The zone of Portico's account names (the server's `PORTICO_NAME_ZONE`). Set, Account offers
   * `Choose a name` (`features.names`); unset, only ENS names show (`portico.id` is assumed for lookups).
   */
  nameZone?: string | undefined
  /**
   * SPEC §1's features: all on by default but `legalCheckbox` and `collapseWallets`. A feature
   * turned off is not shown and its view's code is never requested. `analytics` (on) sends the
   * tracked events to the Portico server only when the project turned analytics on there.
   */
  features?: FeaturesOption | undefined
  /** The terms the legal checkbox links to (`features.legalCheckbox`). */
  termsConditionsUrl?: string | undefined
  /** The privacy policy the legal checkbox links to (`features.legalCheckbox`). */
  privacyPolicyUrl?: string | undefined
  /** Wallet ids (directory ids or EIP-6963 rdns) listed first, in this order. */
  featuredWalletIds?: readonly string[] | undefined
  /** When set, only these wallets are listed (Connect, All Wallets, the server's directory). */
  includeWalletIds?: readonly string[] | undefined
  /** Wallets never listed. */
  excludeWalletIds?: readonly string[] | undefined
}

/** `@portico/core`'s client (its WalletConnect flow too), with what the React views add: theme, strings, server. */
export type PorticoConfig = PorticoClient & {
  /** The theme painted now (`system` resolved); read `theme` to follow changes. */
  readonly themeMode: ThemeMode
  /** The theme asked for and the one painted (changes with `setThemeMode` and, under `system`, the device). */
  readonly theme: Store<ThemeState>
  /**
   * Changes the kit's theme at run time: `light`, `dark` or `system`; throws
   * `InvalidParameterError` for another value.
   */
  setThemeMode(themeMode: ThemeModeOption): void
  /** The `themeVariables` as a `style` object of custom properties (empty without them). */
  readonly themeStyle: ToThemeStyleReturnType
  readonly strings: Strings
  /** The locale shown and its direction (`rtl` for Arabic); changes once its catalogue loaded. */
  readonly locale: Store<LocaleState>
  /**
   * Shows the kit in another shipped locale, or `auto` (the browser's): a settings page's choice;
   * resolves once shown.
   */
  setLocale(locale: LocaleOption): Promise<void>
  /** The Portico server's origin, or undefined when there is none (no page origin either). */
  readonly apiUrl: string | undefined
  readonly fetch: FetchFunction | undefined
  /** The zone account names are registered under, e.g. `portico.id`. */
  readonly nameZone: string
  /** The active namespace's adapter. */
  readonly adapter: ChainAdapter
  /** The embedded wallet, when configured (Connect's email field, the code views). */
  readonly embeddedWallet: EmbeddedWallet | undefined
  /** The parameters it was created with (the views read features and wallet lists from them). */
  readonly options: CreatePorticoConfigParameters
  /** Where tracked events wait for the analytics the modal's chunk attaches (internal). */
  readonly analytics: AnalyticsSink
}

/** Tracked events waiting until analytics is attached, then `send`, which takes them. */
export type AnalyticsSink = TrackedEvent[] & { send?: TrackEvent | undefined }

/** The kit's language: the locale whose texts are shown, and its writing direction. */
export type LocaleState = { locale: SupportedLocale; dir: 'ltr' | 'rtl' }

/**
 * Creates Portico's runtime for `<PorticoProvider>`: core's `createPorticoClient` (stores and
 * flows, one adapter per namespace, WalletConnect) with the React views' theme, strings catalogue
 * and server.
 *
 * @throws {CheckClientParametersErrorType} (core) a config it cannot run with.
 * @example
 * const evm = createEvmAdapter({ networks: [devnet], rpcUrl })
 * const config = createPorticoConfig({ projectId: 'portico-local', networks: [devnet], adapters: [evm] })
 * <PorticoProvider config={config}><ConnectButton /></PorticoProvider>
 */
export function createPorticoConfig(parameters: CreatePorticoConfigParameters): PorticoConfig {
  const themeStyle = toThemeStyle(parameters.themeVariables)
  const theme = createThemeStore({ themeMode: parameters.themeMode })
  const strings = createStrings(parameters.strings)
  // Events wait here until the modal's chunk attaches analytics (`analytics/attachAnalytics`).
  const analytics: AnalyticsSink = []
  const client = createPorticoClient({
    ...parameters,
    track: (event) => {
      parameters.track?.(event)
      analytics.send ? analytics.send(event) : analytics.push(event)
    },
    errorText: (error, action) => errorText({ error, action, strings }),
  })
  const wallet = parameters.embeddedWallet
  // The frame gets it when it loads (APP_SYNC_DAPP_DATA), checked there: off the first load.
  if (wallet) wallet.defaultAccountTypes = parameters.defaultAccountTypes
  const config = Object.assign(client, {
    options: parameters,
    analytics,
    embeddedWallet: wallet,
    theme: theme.store,
    setThemeMode: theme.setThemeMode,
    themeStyle,
    strings,
    locale: createStore<LocaleState>({ locale: 'en', dir: 'ltr' }),
    apiUrl: parameters.apiUrl ?? globalThis.location?.origin,
    fetch: parameters.fetch,
    nameZone: parameters.nameZone ?? 'portico.id',
  })
  // Getters (Object.assign would copy the value once): the adapter follows the active namespace,
  // the theme mode its store.
  const porticoConfig = Object.defineProperties(config, {
    adapter: { enumerable: true, get: () => client.getAdapter(client.namespace.getState().active) },
    themeMode: { enumerable: true, get: () => theme.store.getState().themeMode },
  }) as PorticoConfig
  // English is built in; another locale's catalogue swaps in when its chunk arrives (the button
  // and the modal follow `locale`). A chunk that fails to load leaves the texts as they were.
  let asked = 0
  const languages = () => globalThis.navigator?.languages ?? []
  porticoConfig.setLocale = async (option: LocaleOption) => {
    const locale = pickLocale(option, languages())
    const ask = ++asked
    // English is built in; the loader (and each catalogue) is a chunk of its own.
    const definition =
      locale === 'en' ? undefined : await (await import('./locales/loadLocale')).loadLocale(locale)
    if (ask !== asked) return // a later choice won
    const texts = definition
      ? mergeStrings(definition.strings, parameters.strings)
      : parameters.strings
    ;(porticoConfig as { strings: Strings }).strings = createStrings(texts as StringsOverride)
    porticoConfig.locale.setState({ locale, dir: definition?.dir ?? 'ltr' })
  }
  const wanted = parameters.locale ?? 'auto'
  if (pickLocale(wanted, languages()) !== 'en') void porticoConfig.setLocale(wanted).catch(() => {})
  return porticoConfig
}
