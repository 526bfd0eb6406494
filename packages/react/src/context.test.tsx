import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { usePorticoConfig } from './context'
import { PorticoProviderNotFoundError } from './errors'

function UsesConfig() {
  usePorticoConfig()
  return null
}

describe('usePorticoConfig', () => {
  it('outside a <PorticoProvider> throws PorticoProviderNotFoundError', () => {
    expect(() => renderToString(createElement(UsesConfig))).toThrowError(
      PorticoProviderNotFoundError,
    )
    expect(() => renderToString(createElement(UsesConfig))).toThrowError(
      'Portico hooks must be used inside <PorticoProvider>',
    )
  })
})
