import { createFakeClock } from '@portico/core/internal'
import { devnetNetwork } from '@portico/core/testing'
import { createEvmAdapter } from '@portico/evm'
import decodeQR from 'qr/decode.js'
import { describe, expect, it } from 'vitest'
import { render, waitFor } from '../../test/dom'
import { PorticoContext } from '../context'
import { createPorticoConfig } from '../createPorticoConfig'
import { LazyQrCode } from './LazyQrCode'
import { rasterizeQrPath } from './rasterizeQrPath.test-helpers'

const network = devnetNetwork

describe('LazyQrCode', () => {
  it('loads the code and shows it as an image named by its label', async () => {
    const adapter = createEvmAdapter({
      networks: [network],
      rpcUrl: () => 'http://127.0.0.1:1',
      storage: null,
      multiInjectedProviderDiscovery: false,
    })
    const config = createPorticoConfig({
      projectId: 'portico-local',
      networks: [network],
      adapters: [adapter],
      clock: createFakeClock(),
      storage: null,
    })
    const view = await render(
      <PorticoContext.Provider value={config}>
        <LazyQrCode
          value="0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"
          label="QR code of your address"
        />
      </PorticoContext.Provider>,
    )
    const image = await waitFor(() => view.container.querySelector('svg[role="img"]'))
    expect(image?.getAttribute('aria-label')).toBe('QR code of your address')
    // What is drawn decodes to the value (no copy of the value in the markup).
    const modules = Number(image?.getAttribute('viewBox')?.split(' ')[2])
    const path = image?.querySelector('path')?.getAttribute('d') ?? ''
    expect(decodeQR(rasterizeQrPath(path, modules))).toBe(
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    expect(image?.outerHTML).not.toContain('0xf39F')
    await view.unmount()
  })
})
