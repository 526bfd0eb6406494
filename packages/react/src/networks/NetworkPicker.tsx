import type { AdapterNetwork } from '@portico/core'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { usePorticoConfig } from '../context'
import { useStore } from '../useStore'
import { CheckMark } from './CheckMark'
import { NetworkIcon } from './NetworkIcon'
import { nextOptionIndex } from './nextOptionIndex'
import './networkPicker.css'
import { toastError } from '../toastError'

/**
 * The Account view's network picker: a button showing the current network (image and name) that
 * opens a list of the requested networks, grouped by namespace when the app has several, the
 * current one selected and checked. Keyboard: Enter, Space or the arrows open it; in the list the
 * arrows, Home and End move, Enter or Space picks, Escape or Tab closes, and focus returns to the
 * button. A network of another namespace goes through `switchNetwork` (that namespace becomes
 * active, or Connect opens for it). Disabled when the app turned network switching off.
 *
 * @example
 * <NetworkPicker />
 */
export function NetworkPicker() {
  const config = usePorticoConfig()
  const { strings, networks } = config
  const { caipAddress } = useStore(config.account)
  const currentId = caipAddress ? caipAddress.slice(0, caipAddress.lastIndexOf(':')) : undefined
  const current = networks.find((n) => n.caipNetworkId === currentId)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const ids = { label: useId(), button: useId(), list: useId(), option: useId() }
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const namespaces = [...new Set(networks.map((n) => n.chainNamespace))]
  // The options in the order shown (grouped by namespace).
  const ordered = namespaces.flatMap((ns) => networks.filter((n) => n.chainNamespace === ns))

  const show = () => {
    setActive(Math.max(0, ordered.indexOf(current as AdapterNetwork)))
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }
  const choose = (network: AdapterNetwork) => {
    close(true)
    if (network.caipNetworkId !== currentId)
      config.switchNetwork(network.caipNetworkId).catch(toastError(config, 'switchNetwork'))
  }

  useEffect(() => {
    if (!open) return
    listRef.current?.focus()
    // A press outside the picker closes it.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  useEffect(() => {
    if (open)
      document.getElementById(`${ids.option}-${active}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [open, active, ids.option])

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      show()
    }
  }
  const onListKeyDown = (event: KeyboardEvent) => {
    const next = nextOptionIndex({ key: event.key, index: active, count: ordered.length })
    if (next !== undefined) {
      event.preventDefault()
      setActive(next)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      const network = ordered[active]
      if (network) choose(network)
    } else if (event.key === 'Escape') {
      // The picker closes, not the modal.
      event.preventDefault()
      event.stopPropagation()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    }
  }

  const option = (network: AdapterNetwork) => {
    const index = ordered.indexOf(network)
    const selected = network.caipNetworkId === currentId
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keys (aria-activedescendant)
      <div
        key={network.caipNetworkId}
        id={`${ids.option}-${index}`}
        role="option"
        tabIndex={-1}
        aria-selected={selected}
        className="portico-network-option"
        data-active={index === active || undefined}
        onClick={() => choose(network)}
        onPointerMove={() => setActive(index)}
      >
        <NetworkIcon network={network} />
        <span className="portico-network-name">{network.name}</span>
        {selected ? <CheckMark /> : null}
      </div>
    )
  }

  return (
    <div className="portico-field portico-network-picker" ref={rootRef}>
      <span className="portico-muted" id={ids.label}>
        {strings.network}
      </span>
      <button
        ref={buttonRef}
        id={ids.button}
        type="button"
        className="portico-network-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? ids.list : undefined}
        aria-labelledby={`${ids.label} ${ids.button}`}
        disabled={!config.enableNetworkSwitch}
        onClick={() => (open ? close(true) : show())}
        onKeyDown={onButtonKeyDown}
      >
        {current ? <NetworkIcon network={current} /> : null}
        <span className="portico-network-name">{current?.name ?? strings.unknownNetwork}</span>
        <span className="portico-network-chevron" aria-hidden="true" />
      </button>
      {open ? (
        <div
          ref={listRef}
          id={ids.list}
          role="listbox"
          tabIndex={-1}
          aria-label={strings.picker.networks}
          aria-activedescendant={`${ids.option}-${active}`}
          className="portico-network-list"
          onKeyDown={onListKeyDown}
        >
          {namespaces.length === 1
            ? ordered.map(option)
            : namespaces.map((ns) => (
                // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (WAI-ARIA), not a form's fieldset
                <div
                  key={ns}
                  role="group"
                  aria-label={strings.namespaceNames[ns] ?? ns}
                  className="portico-network-group"
                >
                  <span className="portico-network-group-name" aria-hidden="true">
                    {strings.namespaceNames[ns] ?? ns}
                  </span>
                  {ordered.filter((n) => n.chainNamespace === ns).map(option)}
                </div>
              ))}
        </div>
      ) : null}
    </div>
  )
}
