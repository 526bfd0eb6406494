import { type Clock, systemClock } from '@portico/core/internal'
import { createApprovalArming } from './createApprovalArming'
import type { ApprovalRequest } from './createFrameRpc'
import type { ApprovalView } from './describe/approvalView'
import { type WatchVisibility, watchApprovalVisibility } from './watchApprovalVisibility'

export type ShowApprovalOptions = {
  /** Default `systemClock`. */
  clock?: Clock | undefined
  /**
   * Whether the screen is really seen; default {@link watchApprovalVisibility} of the document's
   * window. Undefined: this browser cannot tell (see `openWindow`).
   */
  watchVisibility?: WatchVisibility | undefined
  /**
   * Where visibility cannot be told: shows the request in a window of the frame's own origin
   * (which the app's page cannot cover) and resolves with its answer. Without it such a browser
   * can only reject.
   */
  openWindow?: (() => Promise<boolean>) | undefined
}

/**
 * The ApproveTransaction screen, drawn in the frame's own document (the app cannot script it):
 * what is asked, by which site, for which account and chain, the decoded content
 * ({@link ApprovalView} rows of `describeApproval`), the raw request behind a collapsible
 * `Raw request`, and Reject / Approve. Every text goes in through `textContent`, never as markup.
 * Resolves true on Approve.
 *
 * Against clickjacking by the embedding page (review N-M3), Approve is disabled until the screen
 * has been seen for 500 ms without a break ({@link createApprovalArming}; disabled again whenever
 * it is not), takes only the browser's own (trusted) clicks whose press began once armed, and is
 * never focused for the user (the dialog is). Where the browser cannot tell whether the screen is
 * seen, `Open in a new window` replaces Approve ({@link ShowApprovalOptions.openWindow}).
 *
 * @example
 * if (!(await showApproval(document, request, await describeApproval(request), { openWindow }))) throw new SignatureDeclinedError()
 */
export function showApproval(
  doc: Document,
  request: ApprovalRequest,
  view: ApprovalView,
  options: ShowApprovalOptions = {},
): Promise<boolean> {
  const watch =
    'watchVisibility' in options
      ? options.watchVisibility
      : watchApprovalVisibility(doc.defaultView as (Window & typeof globalThis) | null)
  return new Promise((resolve) => {
    const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
      const made = doc.createElement(tag)
      if (text !== undefined) made.textContent = text
      return made
    }
    const dialog = element('div')
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-label', 'Approve request')
    dialog.tabIndex = -1
    const who = element('p', `${request.origin} asks ${request.address} on ${request.chainId}`)
    const rows = element('dl')
    for (const row of view.rows) rows.append(element('dt', row.label), element('dd', row.value))
    const raw = element('details')
    raw.append(element('summary', 'Raw request'), element('pre', view.raw))
    const reject = element('button', 'Reject')
    const approve = element('button', watch === undefined ? 'Open in a new window' : 'Approve')
    const note = element('p')
    note.id = 'portico-approval-note'
    approve.setAttribute('aria-describedby', note.id)
    approve.disabled = true
    let stop = () => {}
    const clock = options.clock ?? systemClock
    const arming = createApprovalArming({
      clock,
      onChange: (armed) => {
        approve.disabled = !armed
        note.textContent = armed ? '' : 'Approve is available once this screen is fully in view.'
      },
    })
    const done = (value: boolean) => {
      stop()
      arming.close()
      dialog.remove()
      resolve(value)
    }
    // When a press on Approve began: a click counts only if it began once armed.
    let pressedAt: number | undefined
    const pressed = () => {
      pressedAt = clock.now()
    }
    approve.addEventListener('pointerdown', pressed)
    approve.addEventListener('keydown', pressed)
    approve.addEventListener('click', (event) => {
      const accepted = arming.accepts({ isTrusted: event.isTrusted, pressedAt })
      pressedAt = undefined
      if (!accepted) return
      if (watch !== undefined) return done(true)
      approve.disabled = true
      options.openWindow?.().then(done, () => done(false))
    })
    reject.addEventListener('click', () => done(false))
    dialog.append(element('h1', view.title), who, rows, raw, note, reject, approve)
    doc.body.append(dialog)
    dialog.focus()
    if (watch !== undefined) {
      note.textContent = 'Approve is available once this screen is fully in view.'
      stop = watch([dialog, approve], (visible) => arming.visible(visible))
    } else if (options.openWindow !== undefined) {
      // The frame cannot tell whether it is seen: the answer is given in a window of its own.
      note.textContent = 'This browser approves in a window of the wallet: open it to answer.'
      arming.visible(true)
    } else
      note.textContent = 'This browser cannot show approvals safely inside this page: reject it.'
  })
}
