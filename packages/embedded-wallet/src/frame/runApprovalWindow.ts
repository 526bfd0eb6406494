import type { ApprovalRequest } from './createFrameRpc'
import type { ApprovalView } from './describe/approvalView'
import { approvalWindowChannel } from './openApprovalWindow'
import { showApproval } from './showApproval'
import { watchApprovalVisibility } from './watchApprovalVisibility'
import { watchWindowFocus } from './watchWindowFocus'

const isText = (value: unknown): value is string => typeof value === 'string'
const isView = (value: unknown): value is ApprovalView => {
  const view = value as ApprovalView | null
  return (
    isText(view?.title) &&
    isText(view?.raw) &&
    Array.isArray(view?.rows) &&
    view.rows.every((row) => isText(row?.label) && isText(row?.value))
  )
}
const isRequest = (value: unknown): value is ApprovalRequest => {
  const request = value as ApprovalRequest | null
  return (
    isText(request?.method) &&
    isText(request?.chainId) &&
    isText(request?.address) &&
    isText(request?.origin)
  )
}

/**
 * The approval window's page (the frame page opened with `approval=window` by
 * `openApprovalWindow`): tells its opener — only the frame, on this same origin — it is ready,
 * shows the one request it is handed on the approval screen (armed by IntersectionObserver v2
 * where the browser has it, else by this window's focus), answers, and closes.
 *
 * @example
 * if (new URLSearchParams(location.search).get('approval') === 'window') runApprovalWindow(window)
 */
export function runApprovalWindow(win: Window & typeof globalThis): void {
  const opener = win.opener as Window | null
  const origin = win.location.origin
  const doc = win.document
  if (opener === null) {
    doc.body.textContent = 'Nothing to approve here.'
    return
  }
  let asked = false
  win.addEventListener('message', async (event) => {
    if (asked || event.origin !== origin || event.source !== opener) return
    const data = event.data as {
      channel?: unknown
      type?: unknown
      request?: unknown
      view?: unknown
    }
    if (data?.channel !== approvalWindowChannel || data.type !== 'REQUEST') return
    if (!isRequest(data.request) || !isView(data.view)) return
    asked = true
    const approved = await showApproval(doc, data.request, data.view, {
      watchVisibility: watchApprovalVisibility(win) ?? watchWindowFocus(win),
    })
    opener.postMessage({ channel: approvalWindowChannel, type: 'ANSWER', approved }, origin)
    win.close()
  })
  opener.postMessage({ channel: approvalWindowChannel, type: 'READY' }, origin)
}
