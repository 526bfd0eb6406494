// The kit's language (issue 17): a locale the app asks for, or the browser's, loads on demand and
// the button and the modal follow it, with `lang` and `dir` (right to left for Arabic).
import { createMemoryAdapter, devnetNetwork } from '@portico/core/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { click, queryButton, queryDialog, type Rendered, render, waitFor } from '../test/dom'
import { ConnectButton } from './ConnectButton'
import { type CreatePorticoConfigParameters, createPorticoConfig } from './createPorticoConfig'
import { PorticoProvider } from './PorticoProvider'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

function setup(options: Pick<CreatePorticoConfigParameters, 'locale' | 'strings'>) {
  const adapter = createMemoryAdapter({
    namespace: 'eip155',
    networks: [devnetNetwork],
    wallets: [
      { id: 'io.test', name: 'Test Wallet', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' },
    ],
  })
  return createPorticoConfig({
    projectId: 'portico-local',
    networks: [devnetNetwork],
    adapters: [adapter],
    storage: null,
    ...options,
  })
}

describe('locale', () => {
  it('shows French once its catalogue arrived, on the button and in the modal', async () => {
    const config = setup({ locale: 'fr' })
    rendered = await render(
      <PorticoProvider config={config}>
        <ConnectButton />
      </PorticoProvider>,
    )
    const button = await waitFor(() => queryButton('Connecter un portefeuille'))
    expect(button.lang).toBe('fr')
    expect(button.dir).toBe('ltr')
    await click(button)
    const dialog = await waitFor(() => queryDialog('Connecter un portefeuille'))
    expect(dialog.closest('[lang]')?.getAttribute('lang')).toBe('fr')
    expect(queryButton('Fermer', dialog)).not.toBeNull()
  })

  it('writes Arabic right to left, with the app’s own texts over the catalogue', async () => {
    const config = setup({ locale: 'ar', strings: { close: 'أغلق النافذة' } })
    rendered = await render(
      <PorticoProvider config={config}>
        <ConnectButton />
      </PorticoProvider>,
    )
    const button = await waitFor(() => queryButton('ربط محفظة'))
    expect(button.dir).toBe('rtl')
    await click(button)
    const dialog = await waitFor(() => queryDialog('ربط محفظة'))
    expect(dialog.closest('[dir]')?.getAttribute('dir')).toBe('rtl')
    expect(queryButton('أغلق النافذة', dialog)).not.toBeNull()
  })

  it('stays in English for a browser whose languages Portico does not ship', async () => {
    const config = setup({ locale: 'auto' })
    expect(config.locale.getState()).toEqual({ locale: 'en', dir: 'ltr' })
    rendered = await render(
      <PorticoProvider config={config}>
        <ConnectButton />
      </PorticoProvider>,
    )
    // happy-dom's navigator speaks en-US.
    expect((await waitFor(() => queryButton('Connect Wallet'))).lang).toBe('en')
  })

  it('switches language at run time (a settings page), back to English too', async () => {
    const config = setup({ locale: 'en' })
    rendered = await render(
      <PorticoProvider config={config}>
        <ConnectButton />
      </PorticoProvider>,
    )
    await waitFor(() => queryButton('Connect Wallet'))
    await config.setLocale('ar')
    expect((await waitFor(() => queryButton('ربط محفظة'))).dir).toBe('rtl')
    await config.setLocale('en')
    expect((await waitFor(() => queryButton('Connect Wallet'))).dir).toBe('ltr')
  })
})
