// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { showApproval } from './showApproval'

const request = {
  method: 'personal_sign',
  params: ['0x00'],
  chainId: 'eip155:31337',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cfFFb92266',
  origin: 'http://localhost:3000',
}

describe('showApproval', () => {
  it('shows the decoded rows as text (markup from the request stays text) and resolves on the buttons', async () => {
    const hostile = '<img src=x onerror="alert(1)">'
    const answer = showApproval(document, request, {
      title: 'Sign a message',
      rows: [{ label: 'Message', value: hostile }],
      raw: `["${hostile}"]`,
    })
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.getAttribute('aria-label')).toBe('Approve request')
    expect(dialog.querySelector('h1')?.textContent).toBe('Sign a message')
    expect(dialog.querySelector('dt')?.textContent).toBe('Message')
    expect(dialog.querySelector('dd')?.textContent).toBe(hostile)
    expect(dialog.querySelector('img')).toBeNull()
    expect(dialog.querySelector('details summary')?.textContent).toBe('Raw request')
    expect(dialog.querySelector('details')?.hasAttribute('open')).toBe(false)
    expect(dialog.textContent).toContain('http://localhost:3000 asks 0xf39F')
    const [reject, approve] = [...dialog.querySelectorAll('button')]
    expect(document.activeElement).toBe(approve)
    approve?.click()
    expect(await answer).toBe(true)
    expect(document.querySelector('[role="dialog"]')).toBeNull()

    const second = showApproval(document, request, { title: 't', rows: [], raw: '' })
    ;(document.querySelectorAll('button')[0] as HTMLElement).click()
    expect(await second).toBe(false)
    expect(reject?.textContent).toBe('Reject')
  })
})
