import type { ApprovalRequest } from './createFrameRpc'
import type { ApprovalView } from './describe/approvalView'

/**
 * The ApproveTransaction screen, drawn in the frame's own document (the app cannot script it):
 * what is asked, by which site, for which account and chain, the decoded content
 * ({@link ApprovalView} rows of `describeApproval`), the raw request behind a collapsible
 * `Raw request`, and Approve / Reject buttons. Every text goes in through `textContent`, never
 * as markup. Resolves true on Approve.
 *
 * @example
 * if (!(await showApproval(document, request, await describeApproval(request)))) throw new SignatureDeclinedError()
 */
export function showApproval(
  doc: Document,
  request: ApprovalRequest,
  view: ApprovalView,
): Promise<boolean> {
  return new Promise((resolve) => {
    const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
      const made = doc.createElement(tag)
      if (text !== undefined) made.textContent = text
      return made
    }
    const dialog = element('div')
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-label', 'Approve request')
    const who = element('p', `${request.origin} asks ${request.address} on ${request.chainId}`)
    const rows = element('dl')
    for (const row of view.rows) rows.append(element('dt', row.label), element('dd', row.value))
    const raw = element('details')
    raw.append(element('summary', 'Raw request'), element('pre', view.raw))
    const approve = element('button', 'Approve')
    const reject = element('button', 'Reject')
    const done = (value: boolean) => {
      dialog.remove()
      resolve(value)
    }
    approve.addEventListener('click', () => done(true))
    reject.addEventListener('click', () => done(false))
    dialog.append(element('h1', view.title), who, rows, raw, reject, approve)
    doc.body.append(dialog)
    approve.focus()
  })
}
