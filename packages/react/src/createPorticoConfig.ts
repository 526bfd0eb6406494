import {
  type ChainAdapter,
  type CreatePorticoClientParameters,
  createPorticoClient,
  createStore,
  DEFAULT_THEME_MODE,
  type EmbeddedWallet,
  type FetchFunction,
  type PorticoClient,
  type Store,
  type ThemeMode,
  type ThemeVariables,
  type ToThemeStyleReturnType,
  toThemeStyle,
  type View,
} from '@portico/core'
import { errorText } from './errorText'
import { type LocaleOption, pickLocale } from './locales/pickLocale'
import type { SupportedLocale } from './locales/types'
import { createStrings } from './strings/createStrings'
import type { Strings, StringsOverride } from './strings/en'
import { mergeStrings } from './strings/mergeStrings'
import { bindWalletConnect, type WalletConnectBinding } from './walletConnect/bindWalletConnect'

export type { BalanceState } from '@portico/core'

export type CreatePorticoConfigParameters = Omit<
  CreatePorticoClientParameters,
  'errorText' | 'connectionHooks' | 'isAuthenticatingConnect'
> & {
  /** Default `dark` (SPEC §9). */
  themeMode?: ThemeMode | undefined
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
  /** The Portico server (wallet directory, balances, identity); the page's origin by default. */
  apiUrl?: string | undefined
  /** `fetch` for the server's API; the global one by default. */
  fetch?: FetchFunction | undefined
  /**
   * The embedded wallet (`createEmbeddedWallet` of `@portico/embedded-wallet/lazy`, also given to
   * the EVM adapter's `embeddedWallet`): Connect shows the email field first (SPEC §2).
   */
  embeddedWallet?: EmbeddedWallet | undefined
  /** The zone account names are registered under (the server's `PORTICO_NAME_ZONE`); `portico.id` by default. */
  nameZone?: string | undefined
}

/** `@portico/core`'s client, with what the React views add: theme, strings, server, WalletConnect. */
export type PorticoConfig = PorticoClient & {
  readonly themeMode: ThemeMode
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
  /** WalletConnect: the ConnectingWalletConnect view's actions (code loaded on first use). */
  readonly walletConnect: WalletConnectBinding
  /** The embedded wallet, when configured (Connect's email field, the code views). */
  readonly embeddedWallet: EmbeddedWallet | undefined
}

/** The kit's language: the locale whose texts are shown, and its writing direction. */
export type LocaleState = { locale: SupportedLocale; dir: 'ltr' | 'rtl' }

/** The views a WalletConnect connection completes on (QR on desktop, the Basic list on a phone). */
const walletConnectViews: ReadonlySet<View> = new Set([
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
])

/**
 * Creates Portico's runtime for `<PorticoProvider>`: core's `createPorticoClient` (stores and
 * flows, one adapter per namespace) with the React views' theme, strings catalogue, server and
 * WalletConnect seam.
 *
 * @throws {CheckClientParametersErrorType} (core) a config it cannot run with.
 * @example
 * const evm = createEvmAdapter({ networks: [devnet], rpcUrl })
 * const config = createPorticoConfig({ projectId: 'portico-local', networks: [devnet], adapters: [evm] })
 * <PorticoProvider config={config}><ConnectButton /></PorticoProvider>
 */
export function createPorticoConfig(parameters: CreatePorticoConfigParameters): PorticoConfig {
  const themeStyle = toThemeStyle(parameters.themeVariables)
  const strings = createStrings(parameters.strings)
  const walletConnect = bindWalletConnect({ storage: parameters.storage })
  const client = createPorticoClient({
    ...parameters,
    errorText: (error, action) => errorText({ error, action, strings }),
    connectionHooks: walletConnect.deepLinkHooks,
    isAuthenticatingConnect: walletConnect.isAuthenticating,
  })
  // The namespace WalletConnect pairs (its connector's first namespace; EVM today).
  const walletConnectAdapter = () => {
    const connector = client.connectors
      .getState()
      .connectors.find((c) => c.type === 'WALLET_CONNECT')
    return client.getAdapter(connector?.namespaces[0] ?? client.namespace.getState().active)
  }
  const config = Object.assign(client, {
    embeddedWallet: parameters.embeddedWallet,
    themeMode: parameters.themeMode ?? DEFAULT_THEME_MODE,
    themeStyle,
    strings,
    locale: createStore<LocaleState>({ locale: 'en', dir: 'ltr' }),
    apiUrl: parameters.apiUrl ?? globalThis.location?.origin,
    fetch: parameters.fetch,
    nameZone: parameters.nameZone ?? 'portico.id',
    walletConnect: walletConnect.actions(() => {
      const adapter = walletConnectAdapter()
      return {
        adapter,
        connectors: client.connectors,
        account: client.account,
        connection: client.connection,
        recentWallets: client.recentWallets,
        toast: client.toast,
        clock: client.clock,
        strings,
        siwx: parameters.siwx,
        afterConnect: async () => {
          client.setActiveNamespace(adapter.namespace)
          await client.afterConnect(client.account.getState(), walletConnectViews)
        },
      }
    }),
  })
  // A getter (Object.assign would copy the value once): the adapter follows the active namespace.
  const porticoConfig = Object.defineProperty(config, 'adapter', {
    enumerable: true,
    get: () => client.getAdapter(client.namespace.getState().active),
  }) as PorticoConfig
  // English is built in; another locale's catalogue swaps in when its chunk arrives (the button
  // and the modal follow `locale`). A chunk that fails to load leaves the texts as they were.
  let asked = 0
  const setLocale = async (option: LocaleOption) => {
    const locale = pickLocale(option, globalThis.navigator?.languages ?? [])
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
  Object.assign(porticoConfig, { setLocale })
  const wanted = pickLocale(parameters.locale ?? 'auto', globalThis.navigator?.languages ?? [])
  if (wanted !== 'en') void setLocale(wanted).catch(() => {})
  return porticoConfig
}
