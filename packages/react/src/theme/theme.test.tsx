// The kit's theme: `system` follows the device's prefers-color-scheme (happy-dom's matchMedia,
// changed through its device settings), and setThemeMode repaints the button and the modal.
import { devnetNetwork } from '@portico/core/testing'
import { createEvmAdapter } from '@portico/evm'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { queryButton, type Rendered, render, waitFor } from '../../test/dom'
import { ConnectButton } from '../ConnectButton'
import { createPorticoConfig } from '../createPorticoConfig'
import { usePorticoTheme } from '../hooks/usePorticoTheme'
import { PorticoProvider } from '../PorticoProvider'
import { createThemeStore, type ThemeModeOption } from './createThemeStore'

type HappyWindow = Window & { happyDOM: { settings: { device: { prefersColorScheme: string } } } }
const device = () => (window as unknown as HappyWindow).happyDOM.settings.device
/**
 * The person switches the device's appearance (happy-dom re-evaluates queries on resize; its
 * listener starts from `matches: false`, so each test starts on dark).
 */
function prefer(scheme: 'light' | 'dark') {
  device().prefersColorScheme = scheme
  window.dispatchEvent(new Event('resize'))
}

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  prefer('dark')
})

function config(themeMode?: ThemeModeOption) {
  const networks = [devnetNetwork]
  const adapter = createEvmAdapter({ networks, rpcUrl: () => 'http://127.0.0.1:1', storage: null })
  return createPorticoConfig({
    projectId: 'portico-local',
    networks,
    adapters: [adapter],
    storage: null,
    themeMode,
  })
}

function ThemeToggle() {
  const { themeMode, option, setThemeMode } = usePorticoTheme()
  return (
    <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
      {`theme ${option} ${themeMode}`}
    </button>
  )
}

const painted = () =>
  document.querySelector('.portico-connect-button')?.getAttribute('data-portico-theme')

describe('themeMode', () => {
  it('system follows prefers-color-scheme as it changes', async () => {
    prefer('dark')
    const portico = config('system')
    expect(portico.themeMode).toBe('dark')
    rendered = await render(
      <PorticoProvider config={portico}>
        <ConnectButton />
        <ThemeToggle />
      </PorticoProvider>,
    )
    expect(painted()).toBe('dark')
    await act(async () => prefer('light'))
    await waitFor(() => painted() === 'light')
    expect(portico.themeMode).toBe('light')
    expect(queryButton('theme system light')).not.toBeNull()
    await act(async () => prefer('dark'))
    await waitFor(() => painted() === 'dark')
  })

  it('setThemeMode repaints at once, and a fixed mode ignores the device', async () => {
    prefer('dark')
    const portico = config()
    rendered = await render(
      <PorticoProvider config={portico}>
        <ConnectButton />
        <ThemeToggle />
      </PorticoProvider>,
    )
    expect(painted()).toBe('dark') // the default (SPEC §9)
    await act(async () => (queryButton('theme dark dark') as HTMLButtonElement).click())
    expect(painted()).toBe('light')
    await act(async () => prefer('light'))
    await act(async () => prefer('dark'))
    expect(painted()).toBe('light') // chosen, not the device's
    await act(async () => portico.setThemeMode('system'))
    expect(painted()).toBe('dark')
    await act(async () => prefer('light'))
    await waitFor(() => painted() === 'light')
    expect(queryButton('theme system light')).not.toBeNull()
  })

  it('refuses a mode it does not know', () => {
    expect(() => config('sepia' as ThemeModeOption)).toThrowError(
      'themeMode must be one of light, dark, system: sepia',
    )
    expect(() => config().setThemeMode('blue' as ThemeModeOption)).toThrowError(
      'themeMode must be one of light, dark, system: blue',
    )
  })

  it('starts from the default under system, so a server render and hydration agree', () => {
    prefer('light')
    const { store } = createThemeStore({ themeMode: 'system' })
    expect(store.getInitialState()).toEqual({ option: 'system', themeMode: 'dark' })
    expect(store.getState()).toEqual({ option: 'system', themeMode: 'light' })
    // No matchMedia (a server): system paints the default.
    const server = createThemeStore({ themeMode: 'system', matchMedia: () => undefined as never })
    expect(server.store.getState().themeMode).toBe('dark')
  })
})
