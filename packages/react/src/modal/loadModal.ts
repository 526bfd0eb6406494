/**
 * Loads the modal's code (views, styles). The first load of a page carries only the button; this
 * chunk comes on first open, on hover or focus of the button, or when idle after a connection.
 *
 * @example
 * void loadModal() // preload
 */
export function loadModal() {
  return import('./ModalRoot')
}
