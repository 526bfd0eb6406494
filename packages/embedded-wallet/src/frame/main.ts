// The wallet frame page's script: runs on the frame's own origin (e.g. http://localhost:3001/frame).
// Keys, shares, the device and session tokens live only in this origin's storage.
import { createFrameHost } from './createFrameHost'
import { createFrameWallet, type FrameStorage } from './createFrameWallet'
import { describeApproval } from './describe/describeApproval'
import { openApprovalWindow } from './openApprovalWindow'
import { readLookupTableThroughGateway } from './readLookupTableThroughGateway'
import { readSocialCallback } from './readSocialCallback'
import { readTokenThroughGateway } from './readTokenThroughGateway'
import { runApprovalWindow } from './runApprovalWindow'
import { showApproval } from './showApproval'

const query = new URLSearchParams(location.search)
const projectId = query.get('projectId') ?? ''
const rawChain = query.get('chainId') ?? '31337'
const chainId = rawChain.includes(':') ? rawChain : `eip155:${rawChain}`
const log = query.get('enableLogger') === 'true' ? console.info : () => {}

/** The wallet frame proper, embedded by an allowed app page. */
async function startFrame() {
  const storage: FrameStorage = {
    get: async (key) => localStorage.getItem(`portico:${projectId}:${key}`) ?? undefined,
    set: async (key, value) => localStorage.setItem(`portico:${projectId}:${key}`, value),
    delete: async (key) => localStorage.removeItem(`portico:${projectId}:${key}`),
  }

  const answer = await fetch(`/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`)
  const allowedOrigins = new Set<string>(
    answer.ok ? ((await answer.json()) as { allowedOrigins: string[] }).allowedOrigins : [],
  )
  const readToken = readTokenThroughGateway({ apiUrl: location.origin, projectId })
  const readLookupTable = readLookupTableThroughGateway({ apiUrl: location.origin, projectId })
  const wallet = createFrameWallet({
    apiUrl: location.origin,
    projectId,
    chainId,
    storage,
    approve: async (request) => {
      const view = await describeApproval(request, { readToken, readLookupTable })
      // Where the frame cannot tell it is seen (no IntersectionObserver v2), the answer is given in
      // a window of this origin that the app's page cannot cover.
      const url = `${location.pathname}?${new URLSearchParams({ projectId, approval: 'window' })}`
      return showApproval(document, request, view, {
        openWindow: () => openApprovalWindow({ win: window, url, request, view }),
      })
    },
  })
  createFrameHost({
    allowedOrigins,
    parent: window.parent,
    listen: (handler) => {
      const listener = (event: MessageEvent) =>
        handler({ origin: event.origin, source: event.source as Window | null, data: event.data })
      window.addEventListener('message', listener)
      return () => window.removeEventListener('message', listener)
    },
    handle: (type, payload, origin) => {
      log('portico frame:', type)
      return wallet.handle(type, payload, origin)
    },
  })
  // A social login's popup: its callback page (served on this origin) posts the one-time code here.
  window.addEventListener('message', (event) => {
    const code = readSocialCallback(event, location.origin)
    if (code !== undefined) wallet.deliverSocialCode(code)
  })
  // FRAME_READY goes only to the embedding page, and only when its origin is allowed.
  const parentOrigin = location.ancestorOrigins?.[0]
  if (window.parent !== window && parentOrigin !== undefined && allowedOrigins.has(parentOrigin))
    window.parent.postMessage(
      { channel: 'portico-embedded-wallet', type: 'FRAME_READY' },
      parentOrigin,
    )
}

// The approval window (opened by the frame where it cannot tell it is seen) or the frame itself.
if (query.get('approval') === 'window') runApprovalWindow(window)
else await startFrame()
