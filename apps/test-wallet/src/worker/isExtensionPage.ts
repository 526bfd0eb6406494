/** Parameters of {@link isExtensionPage}. */
export type IsExtensionPageParameters = {
  /** Who opened the port or sent the message (`chrome.runtime.MessageSender`). */
  sender: { url?: string | undefined; origin?: string | undefined } | undefined
  /** The extension's base URL, `chrome.runtime.getURL('')` (`chrome-extension://{id}/`). */
  extensionUrl: string
  /** The page, e.g. `approve.html`. */
  page: string
}

/**
 * Whether a message comes from one of this extension's own pages: the sender's origin is the
 * extension's and its URL is that page (any query). Content scripts report the web page's URL and
 * origin, so a page can never pass for the approval popup.
 *
 * @example
 * isExtensionPage({ sender: port.sender, extensionUrl: chrome.runtime.getURL(''), page: 'approve.html' })
 */
export function isExtensionPage(parameters: IsExtensionPageParameters): boolean {
  const { sender, extensionUrl, page } = parameters
  if (!sender?.url || !URL.canParse(sender.url)) return false
  const own = new URL(extensionUrl)
  const url = new URL(sender.url)
  // `chrome-extension:` is not a special scheme to every URL parser (Node says origin "null").
  const ownOrigin = `${own.protocol}//${own.host}`
  const urlOrigin = `${url.protocol}//${url.host}`
  return (
    own.protocol === 'chrome-extension:' &&
    own.host !== '' &&
    urlOrigin === ownOrigin &&
    (sender.origin ?? urlOrigin) === ownOrigin &&
    url.pathname === new URL(page, own).pathname
  )
}
