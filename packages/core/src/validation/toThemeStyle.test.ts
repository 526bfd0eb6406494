import { describe, expect, it } from 'vitest'
import { InvalidParameterError } from '../errors/parameter'
import { toThemeStyle } from './toThemeStyle'

describe('toThemeStyle', () => {
  it('turns every variable into its custom property', () => {
    expect(
      toThemeStyle({
        accent: '#e6007a',
        accentForeground: 'white',
        fontFamily: '"Inter", system-ui, sans-serif',
        borderRadius: 4,
        zIndex: 1000,
        qrColor: 'rgb(20 20 60)',
        modalWidth: 400,
      }),
    ).toEqual({
      '--portico-accent': '#e6007a',
      '--portico-accent-fg': 'white',
      '--portico-font': '"Inter", system-ui, sans-serif',
      '--portico-radius': '4px',
      '--portico-z-index': '1000',
      '--portico-qr-color': 'rgb(20 20 60)',
      '--portico-modal-width': '400px',
    })
    expect(toThemeStyle()).toEqual({})
    expect(toThemeStyle({ accent: 'oklch(0.7 0.15 250)' })).toEqual({
      '--portico-accent': 'oklch(0.7 0.15 250)',
    })
  })

  it.each([
    'var(--brand)',
    'var(--brand, #5b8cff)',
    'color-mix(in oklch, var(--brand) 80%, white)',
    'color-mix(in srgb, #e6007a calc(100% - 20%), rgb(0 0 0 / 0.5))',
    'light-dark(#111, #eee)',
  ])('takes the colour %s (custom properties, color-mix)', (value) => {
    expect(toThemeStyle({ accent: value, qrColor: value, accentForeground: value })).toEqual({
      '--portico-accent': value,
      '--portico-accent-fg': value,
      '--portico-qr-color': value,
    })
  })

  it('takes a font stack from a custom property', () => {
    expect(toThemeStyle({ fontFamily: 'var(--font-sans)' })).toEqual({
      '--portico-font': 'var(--font-sans)',
    })
  })

  it.each([
    [{ accent: 'var(brand)' }, 'themeVariables.accent must be a plain CSS value'],
    [{ accent: 'var(--x' }, 'themeVariables.accent must be a plain CSS value'],
    [
      { accent: 'color-mix(in srgb, url(x), red)' },
      'themeVariables.accent must be a plain CSS value',
    ],
    [{ accent: 'image(red)' }, 'themeVariables.accent must be a plain CSS value'],
    [{ accent: 'red) url(x' }, 'themeVariables.accent must be a plain CSS value'],
    [{ accent: 'var(--x) ; color: red' }, 'themeVariables.accent must be a plain CSS value'],
    [{ fontFamily: 'var(--f) url(x)' }, 'themeVariables.fontFamily must be a plain CSS value'],
    [
      { accent: 'red; background: url(https://evil.example/x)' },
      'themeVariables.accent must be a plain CSS value',
    ],
    [{ accent: 'url(x)' }, 'themeVariables.accent must be a plain CSS value'],
    [{ fontFamily: 'Inter; color: red' }, 'themeVariables.fontFamily must be a plain CSS value'],
    [{ borderRadius: -1 }, 'themeVariables.borderRadius must be a number from 0 to 32'],
    [{ borderRadius: Number.NaN }, 'themeVariables.borderRadius'],
    [{ zIndex: 1.5 }, 'themeVariables.zIndex must be an integer from'],
    [{ modalWidth: 2000 }, 'themeVariables.modalWidth must be a number from 280 to 600'],
  ])('refuses %j', (variables, message) => {
    expect(() => toThemeStyle(variables)).toThrowError(InvalidParameterError)
    expect(() => toThemeStyle(variables)).toThrowError(message)
  })
})
