import type { ApprovalPrompt } from '../messages'

/** Parameters of {@link showApprovalPanel}. */
export type ShowApprovalPanelParameters = {
  /** The document of an extension page (approve.html, walletconnect.html): never a web page's. */
  document: Document
  prompt: ApprovalPrompt
  /** Who asks, shown under the title. */
  origin?: string | undefined
}

const style = `
dialog { font: 14px/1.4 system-ui, sans-serif; color: #111; background: #fff; border: 0;
  border-radius: 12px; padding: 20px; width: min(420px, 90vw); box-shadow: 0 12px 40px #0006; }
dialog::backdrop { background: #0005; }
h2 { margin: 0 0 4px; font-size: 16px; }
p.brand { margin: 0 0 12px; color: #555; font-size: 12px; overflow-wrap: anywhere; }
p.warning { margin: 0 0 8px; padding: 8px; border-radius: 8px; background: #fff4e5;
  color: #7a3e00; font-size: 12px; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; word-break: break-word; background: #f3f4f6; border-radius: 8px;
  padding: 8px; max-height: 240px; overflow: auto; font-size: 12px; }
.actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 12px; }
button { font: inherit; padding: 8px 16px; border-radius: 8px; border: 1px solid #2f5bea;
  cursor: pointer; }
button.approve { background: #2f5bea; color: #fff; }
button.reject { background: #fff; color: #2f5bea; }
`

/**
 * Shows the wallet's approval panel in one of the extension's own pages — a modal `<dialog>`
 * (role dialog, labelled `Portico Test Wallet`) with the prompt's warnings, details, `Approve`
 * and `Reject` — and resolves with the choice. Escape counts as Reject. Web pages never get it:
 * they cannot script an extension page (security review H2).
 *
 * @example
 * const approved = await showApprovalPanel({ document, prompt: { title: 'Sign message', details: ['hello'] } })
 */
export function showApprovalPanel(parameters: ShowApprovalPanelParameters): Promise<boolean> {
  const { document, prompt, origin } = parameters
  const host = document.createElement('portico-test-wallet')
  const root = host.attachShadow({ mode: 'open' })
  const sheet = document.createElement('style')
  sheet.textContent = style
  const dialog = document.createElement('dialog')
  dialog.setAttribute('aria-label', 'Portico Test Wallet')
  const title = document.createElement('h2')
  title.textContent = prompt.title
  const brand = document.createElement('p')
  brand.className = 'brand'
  brand.textContent = origin
    ? `Portico Test Wallet · request from ${origin}`
    : 'Portico Test Wallet'
  dialog.append(title, brand)
  for (const line of prompt.warnings ?? []) {
    const warning = document.createElement('p')
    warning.className = 'warning'
    warning.textContent = line
    dialog.append(warning)
  }
  for (const line of prompt.details) {
    const detail = document.createElement('pre')
    detail.textContent = line
    dialog.append(detail)
  }
  const actions = document.createElement('div')
  actions.className = 'actions'
  const reject = document.createElement('button')
  reject.type = 'button'
  reject.className = 'reject'
  reject.textContent = 'Reject'
  const approve = document.createElement('button')
  approve.type = 'button'
  approve.className = 'approve'
  approve.textContent = 'Approve'
  actions.append(reject, approve)
  dialog.append(actions)
  root.append(sheet, dialog)
  ;(document.body ?? document.documentElement).append(host)

  return new Promise((resolve) => {
    let settled = false
    const finish = (approved: boolean) => {
      if (settled) return
      settled = true
      if (dialog.open) dialog.close()
      host.remove()
      resolve(approved)
    }
    approve.addEventListener('click', () => finish(true))
    reject.addEventListener('click', () => finish(false))
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault()
      finish(false)
    })
    dialog.addEventListener('close', () => finish(false))
    dialog.showModal()
    approve.focus()
  })
}
