import type { ApprovalRequest } from './createFrameWallet'

const describeParams = (request: ApprovalRequest): string => {
  const list = Array.isArray(request.params) ? request.params : [request.params]
  if (
    request.method === 'personal_sign' &&
    typeof list[0] === 'string' &&
    list[0].startsWith('0x')
  ) {
    const bytes =
      list[0]
        .slice(2)
        .match(/../g)
        ?.map((h) => Number.parseInt(h, 16)) ?? []
    return new TextDecoder().decode(new Uint8Array(bytes))
  }
  return JSON.stringify(request.params, null, 2)
}

const titles: Record<string, string> = {
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  eth_sendTransaction: 'Send a transaction',
  solana_signMessage: 'Sign a message',
  solana_signTransaction: 'Sign a transaction',
  solana_signAndSendTransaction: 'Send a transaction',
}

/**
 * The ApproveTransaction screen, drawn in the frame's own document (the app cannot script it):
 * what is asked, by which site, for which account and chain, the exact content, and Approve /
 * Reject buttons. Resolves true on Approve.
 *
 * @example
 * if (!(await showApproval(document, request))) throw new SignatureDeclinedError()
 */
export function showApproval(doc: Document, request: ApprovalRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = doc.createElement('div')
    dialog.setAttribute('role', 'dialog')
    dialog.setAttribute('aria-label', 'Approve request')
    const heading = doc.createElement('h1')
    heading.textContent = titles[request.method] ?? request.method
    const who = doc.createElement('p')
    who.textContent = `${request.origin} asks ${request.address} on ${request.chainId}`
    const content = doc.createElement('pre')
    content.textContent = describeParams(request)
    const approve = doc.createElement('button')
    approve.textContent = 'Approve'
    const reject = doc.createElement('button')
    reject.textContent = 'Reject'
    const done = (value: boolean) => {
      dialog.remove()
      resolve(value)
    }
    approve.addEventListener('click', () => done(true))
    reject.addEventListener('click', () => done(false))
    dialog.append(heading, who, content, reject, approve)
    doc.body.append(dialog)
    approve.focus()
  })
}
