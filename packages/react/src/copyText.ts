import type { CreateToastStoreReturnType } from '@portico/core/internal'

/** Parameters of {@link copyText}. */
export type CopyTextParameters = {
  /** What to put on the clipboard. */
  text: string
  /** The toast store that says whether it worked. */
  toast: Pick<CreateToastStoreReturnType, 'showToast'>
  /** The success toast's text (`Address copied`). */
  copied: string
  /** The error toast's text (`Copy failed`). */
  failed: string
  /**
   * The clipboard; `navigator.clipboard` by default. It is missing outside a secure context
   * (plain-http origins), and `writeText` rejects when the browser refuses.
   */
  clipboard?: Pick<Clipboard, 'writeText'> | undefined
}

/** Return type of {@link copyText}: whether the text reached the clipboard. */
export type CopyTextReturnType = Promise<boolean>

/**
 * Copies text and says so in a toast only when it worked: a missing clipboard or a refused
 * `writeText` shows the error toast instead, and never becomes an unhandled rejection.
 *
 * @example
 * await copyText({ text: address, toast: config.toast, copied: strings.addressCopied, failed: strings.copyFailed })
 */
export async function copyText(parameters: CopyTextParameters): CopyTextReturnType {
  const { text, toast, copied, failed } = parameters
  const clipboard =
    'clipboard' in parameters ? parameters.clipboard : globalThis.navigator?.clipboard
  const done = clipboard
    ? await clipboard.writeText(text).then(
        () => true,
        () => false,
      )
    : false
  toast.showToast(
    done ? { variant: 'success', message: copied } : { variant: 'error', message: failed },
  )
  return done
}
