// Test helpers for React in happy-dom: render into a fresh root, query by accessible name, wait.
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

export type Rendered = { container: HTMLElement; unmount(): Promise<void> }

export async function render(node: ReactNode): Promise<Rendered> {
  const container = document.createElement('div')
  document.body.append(container)
  let root: Root | undefined
  await act(async () => {
    root = createRoot(container)
    root.render(node)
  })
  return {
    container,
    async unmount() {
      await act(async () => root?.unmount())
      container.remove()
    },
  }
}

/**
 * The accessible name as the e2e contract uses it: aria-label, else the text without what is
 * `aria-hidden` (a wallet row's tags describe it, they do not name it).
 */
export function accessibleName(el: Element): string {
  const label = el.getAttribute('aria-label')
  if (label !== null) return label.trim()
  const clone = el.cloneNode(true) as Element
  for (const hidden of clone.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return (clone.textContent ?? '').trim()
}
const nameOf = accessibleName

/**
 * Whether `el` is shown: no ancestor hidden by `display: none`, as React's `<Activity>` hides
 * what it draws ahead (the modal's dialog is drawn closed, before a click).
 */
export function isShown(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement)
    if (node instanceof HTMLElement && node.style.display === 'none') return false
  return true
}

export function queryButton(name: string, within: ParentNode = document): HTMLButtonElement | null {
  return (
    [...within.querySelectorAll('button')].find((b) => nameOf(b) === name && isShown(b)) ?? null
  )
}

/** The open dialog labelled `label` (a dialog drawn ahead and hidden is not open). */
export function queryDialog(label: string): HTMLElement | null {
  return (
    [...document.querySelectorAll<HTMLElement>(`[role="dialog"][aria-label="${label}"]`)].find(
      isShown,
    ) ?? null
  )
}

/** Polls `find` (flushing React work) until it returns something truthy. */
export async function waitFor<value>(
  find: () => value,
  timeoutMs = 10_000,
): Promise<NonNullable<value>> {
  const start = Date.now()
  for (;;) {
    let found: value | undefined
    await act(async () => {
      found = find()
    })
    if (found) return found as NonNullable<value>
    if (Date.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${find.toString()}`)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
  }
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.click()
  })
}

export async function press(key: string): Promise<void> {
  await act(async () => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  })
}

/** The Account view's network picker button (`aria-haspopup="listbox"`), once its chunk loaded. */
export function queryNetworkPicker(within: ParentNode = document): HTMLButtonElement | null {
  return within.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]')
}

/** The picker's accessible name: its label and its text (`Network Portico Devnet`). */
export function networkPickerName(button: HTMLElement): string {
  return (button.getAttribute('aria-labelledby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')
}

/** Opens the network picker and clicks the option named `name`. */
export async function chooseNetwork(button: HTMLButtonElement, name: string): Promise<void> {
  await click(button)
  const option = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
    (o) => o.textContent === name,
  )
  if (!option) throw new Error(`No network option ${name}`)
  await click(option)
}
