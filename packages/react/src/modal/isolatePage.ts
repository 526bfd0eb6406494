/** Return type of {@link isolatePage}: puts the page back as it was. */
export type IsolatePageReturnType = () => void

const skipped = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'])
/** The attribute of a body child that stays usable while the modal is open. */
const aboveModal = 'data-portico-above-modal'

/**
 * Makes everything on the page except `element`'s layer (its ancestor that is a child of
 * `<body>`) inert and hidden from assistive technology (except a child marked
 * `data-portico-above-modal`: the embedded wallet's frame, where the user approves a signature), and stops the page from scrolling, as a
 * modal dialog needs. Only what it changed is undone: elements the app had made inert or hidden
 * stay so, and the body's own overflow and padding come back.
 *
 * @example
 * const restore = isolatePage(dialog)
 * // … on close:
 * restore()
 */
export function isolatePage(element: HTMLElement): IsolatePageReturnType {
  const { body, documentElement } = element.ownerDocument
  let layer: Element = element
  while (layer.parentElement && layer.parentElement !== body) layer = layer.parentElement
  if (layer.parentElement !== body) return () => {}

  const changed: { node: Element; inert: boolean; hidden: boolean }[] = []
  for (const node of body.children) {
    // A layer that must stay usable above the modal (the embedded wallet's approval frame).
    if (node === layer || skipped.has(node.tagName) || node.hasAttribute(aboveModal)) continue
    const inert = !node.hasAttribute('inert')
    const hidden = !node.hasAttribute('aria-hidden')
    if (inert) node.setAttribute('inert', '')
    if (hidden) node.setAttribute('aria-hidden', 'true')
    changed.push({ node, inert, hidden })
  }

  const { overflow, paddingRight } = body.style
  const scrollbar = (body.ownerDocument.defaultView?.innerWidth ?? 0) - documentElement.clientWidth
  body.style.overflow = 'hidden'
  // Keep the page from shifting sideways when its scrollbar disappears.
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`

  return () => {
    for (const { node, inert, hidden } of changed) {
      if (inert) node.removeAttribute('inert')
      if (hidden) node.removeAttribute('aria-hidden')
    }
    body.style.overflow = overflow
    body.style.paddingRight = paddingRight
  }
}
