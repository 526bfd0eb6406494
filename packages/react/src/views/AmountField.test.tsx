import { createStore } from '@portico/core'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { type Rendered, render } from '../../test/dom'
import '../../test/provideStrings'
import { PorticoContext } from '../context'
import type { PorticoConfig } from '../createPorticoConfig'
import { en } from '../strings/en'
import { AmountField, TokenBalanceNote } from './AmountField'

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
})

describe('AmountField', () => {
  it('labels the input, reports edits and fills in Max; Max is off without a token', async () => {
    const edits: string[] = []
    let maxClicks = 0
    const field = (maxDisabled: boolean) => (
      <AmountField
        id="amount"
        label={en.send.amount}
        maxLabel={en.send.max}
        value="1.5"
        onChange={(value) => edits.push(value)}
        onMax={() => {
          maxClicks += 1
        }}
        maxDisabled={maxDisabled}
      />
    )
    rendered = await render(field(false))
    const input = document.getElementById('amount') as HTMLInputElement
    expect(document.querySelector('label[for="amount"]')?.textContent).toBe('Amount')
    expect(input.value).toBe('1.5')
    expect(input.inputMode).toBe('decimal')
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setter?.call(input, '2')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(edits).toEqual(['2'])
    const max = document.querySelector('button') as HTMLButtonElement
    expect(max.textContent).toBe('Max')
    await act(async () => max.click())
    expect(maxClicks).toBe(1)
    await rendered.unmount()
    rendered = await render(field(true))
    const disabled = document.querySelector('button') as HTMLButtonElement
    await act(async () => disabled.click())
    expect(disabled.disabled).toBe(true)
    expect(maxClicks).toBe(1)
  })
})

describe('TokenBalanceNote', () => {
  const config = (strings: object) =>
    ({ strings, locale: createStore({ locale: 'en', dir: 'ltr' }) }) as unknown as PorticoConfig
  const note = (strings: object) => (
    <PorticoContext.Provider value={config(strings)}>
      <TokenBalanceNote
        token={{ balance: 1_234_567n, decimals: 6, symbol: 'pUSD' }}
        balanceOf={en.send.balanceOf}
      />
      <TokenBalanceNote token={undefined} balanceOf={en.send.balanceOf} />
    </PorticoContext.Provider>
  )

  it('shows the balance truncated to 3 decimals, and nothing before a token is chosen', async () => {
    rendered = await render(note(en))
    expect(rendered.container.textContent).toBe('Balance: 1.234 pUSD')
  })

  it("writes the amount in the locale's decimals", async () => {
    rendered = await render(note({ ...en, activity: { ...en.activity, dateLocale: 'fr-FR' } }))
    expect(rendered.container.textContent).toBe('Balance: 1,234 pUSD')
  })
})
