import { createHash } from 'node:crypto'
import { formatUnits } from 'viem'
import { contentSecurityPolicy } from '../http/securityHeaders'
import type { OnrampOrder } from './createOrderStore'
import { formatCents } from './fiatCents'

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#14151a}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:24px 28px;box-shadow:0 2px 12px #0002}
h1{font-size:1.25rem;margin:0 0 4px}p.note{color:#4a4d57;margin:0 0 16px;font-size:.9rem}
dl{display:grid;grid-template-columns:1fr auto;gap:4px 12px;margin:0 0 20px}dt{color:#4a4d57}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
dd.total{font-weight:600}label{display:block;font-size:.9rem;margin:12px 0 4px}
input{box-sizing:border-box;width:100%;font:inherit;padding:10px 12px;border:1px solid #8a8f9c;border-radius:8px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{margin-top:20px;width:100%;font:inherit;font-weight:600;padding:12px;border:0;border-radius:10px;background:#1f4fd1;color:#fff;cursor:pointer}
[role=alert]{background:#fde8e8;color:#8a1111;border-radius:8px;padding:10px 12px;margin:0 0 12px}
.status{font-weight:600}code{word-break:break-all;font-size:.85rem}`

/** The page's Content-Security-Policy: nothing but its own inline style (by hash) and the form post. */
export const checkoutPagePolicy = contentSecurityPolicy({
  'default-src': ["'none'"],
  'style-src': [`'sha256-${createHash('sha256').update(style).digest('base64')}'`],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
})

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  )

const statusText = {
  awaiting_payment: 'Awaiting payment',
  pending: 'Payment accepted: sending your tokens…',
  settled: 'Done: the tokens were sent to your wallet.',
  failed: 'This purchase failed.',
} as const

export type RenderCheckoutPageParameters = {
  order: OnrampOrder
  /** A message shown above the form (a bad field, a declined card). */
  error?: string | undefined
}

/**
 * The sandbox provider's hosted checkout: the order's quote (you pay, fee, network fee, you
 * receive, to which address on which chain) and, while awaiting payment, a card form posting to
 * the same URL; afterwards its status (and transaction hash). No script, no outside resource:
 * serve it with {@link checkoutPagePolicy}.
 *
 * @example
 * reply.header('content-security-policy', checkoutPagePolicy).type('text/html').send(renderCheckoutPage({ order }))
 */
export function renderCheckoutPage(parameters: RenderCheckoutPageParameters): string {
  const { order, error } = parameters
  const usd = (cents: string) =>
    `${formatCents(BigInt(cents))} ${escapeHtml(order.paymentCurrency)}`
  const receive = `${formatUnits(BigInt(order.purchaseAmount), order.decimals)} ${escapeHtml(order.symbol)}`
  const form =
    order.status === 'awaiting_payment'
      ? `<form method="post" action="/onramp/sandbox/checkout/${escapeHtml(order.id)}">
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" required maxlength="7" placeholder="12/34"></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4" placeholder="123"></div></div>
<button type="submit">Pay ${usd(order.paymentTotalCents)}</button>
</form>`
      : `<p class="status" role="status">${statusText[order.status]}</p>${
          order.failureReason ? `<p>${escapeHtml(order.failureReason)}</p>` : ''
        }${order.txHash ? `<p>Transaction <code>${escapeHtml(order.txHash)}</code></p>` : ''}
<p class="note">You can close this tab and go back to the app.</p>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>Portico Sandbox checkout</title><style>${style}</style></head>
<body><main>
<h1>Buy ${escapeHtml(order.symbol)}</h1>
<p class="note">Sandbox: no real payment. Test cards: 4242 4242 4242 4242 (approved), 4000 0000 0000 0002 (declined).</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<dl>
<dt>You pay</dt><dd class="total">${usd(order.paymentTotalCents)}</dd>
<dt>Provider fee</dt><dd>${usd(order.feeCents)}</dd>
<dt>Network fee</dt><dd>${usd(order.networkFeeCents)}</dd>
<dt>You receive</dt><dd class="total">${receive}</dd>
<dt>To</dt><dd><code>${escapeHtml(order.recipient)}</code></dd>
<dt>Network</dt><dd>${escapeHtml(order.network)}</dd>
</dl>
${form}
</main></body></html>`
}
