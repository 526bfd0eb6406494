/// <reference types="chrome" />
// The approval popup (chrome-extension://{id}/approve.html?id=…), opened by the worker for each
// prompt of a web page (security review H2): an extension page, which no web page can script. It
// reads its request from the worker by id, shows the panel and sends the answer; the worker then
// closes this window. Closing it without answering is Reject.
import { type ApprovalPortMessage, type ApprovalWorkerMessage, approvalPortName } from '../messages'
import { showApprovalPanel } from '../ui/showApprovalPanel'

const id = new URLSearchParams(location.search).get('id') ?? ''
const status = document.getElementById('status') as HTMLParagraphElement
const port = chrome.runtime.connect({ name: approvalPortName })
const send = (message: ApprovalPortMessage) => port.postMessage(message)

port.onMessage.addListener((message: ApprovalWorkerMessage) => {
  if (message.id !== id) return
  if (message.kind === 'gone') {
    status.textContent = 'This request is no longer waiting for an answer.'
    return
  }
  document.title = `${message.prompt.title} — Portico Test Wallet`
  showApprovalPanel({ document, prompt: message.prompt, origin: message.origin }).then(
    (approved) => {
      status.textContent = approved ? 'Approved.' : 'Rejected.'
      send({ kind: 'answer', id, approved })
    },
  )
})
port.onDisconnect.addListener(() => {
  status.textContent = 'The wallet restarted: this request is gone.'
})
// Keep the worker up while a person reads the prompt.
setInterval(() => send({ kind: 'keepalive' }), 20_000)
send({ kind: 'get', id })
