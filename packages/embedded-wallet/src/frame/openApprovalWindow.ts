import type { ApprovalRequest } from './createFrameRpc'
import type { ApprovalView } from './describe/approvalView'

/** The channel of the messages between the frame and its approval window (same origin only). */
export const approvalWindowChannel = 'portico-approval-window'

export type OpenApprovalWindowParameters = {
  /** The frame's window: opens the approval window and hears its answer. */
  win: Window
  /** The approval window's page on the frame's own origin (`/frame?projectId=…&approval=window`). */
  url: string
  request: ApprovalRequest
  view: ApprovalView
}

/**
 * Asks in a window of the frame's own origin (a popup the app's page cannot cover or make
 * transparent): opens `url` (from the user's click in the frame), hands it the request once it says
 * it is ready, and resolves with its answer; false when the window is blocked or closed unanswered.
 * Only messages from that very window and the frame's own origin are read.
 *
 * @example
 * const approved = await openApprovalWindow({ win: window, url, request, view })
 */
export function openApprovalWindow({
  win,
  url,
  request,
  view,
}: OpenApprovalWindowParameters): Promise<boolean> {
  return new Promise((resolve) => {
    const popup = win.open(url, '_blank', 'popup,width=460,height=680')
    if (popup === null) return resolve(false)
    const origin = win.location.origin
    const listener = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== popup) return
      const data = event.data as { channel?: unknown; type?: unknown; approved?: unknown } | null
      if (data?.channel !== approvalWindowChannel) return
      if (data.type === 'READY')
        popup.postMessage(
          { channel: approvalWindowChannel, type: 'REQUEST', request, view },
          origin,
        )
      else if (data.type === 'ANSWER') finish(data.approved === true)
    }
    const timer = win.setInterval(() => {
      if (popup.closed) finish(false)
    }, 300)
    const finish = (approved: boolean) => {
      win.removeEventListener('message', listener)
      win.clearInterval(timer)
      if (!popup.closed) popup.close()
      resolve(approved)
    }
    win.addEventListener('message', listener)
  })
}
