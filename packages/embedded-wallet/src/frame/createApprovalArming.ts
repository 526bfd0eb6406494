import type { Clock } from '@portico/core/internal'

/** How long the approval must have been seen, without a break, before Approve takes a click. */
export const approvalArmDelayMs = 500

export type CreateApprovalArmingParameters = {
  /** The frame's clock (`systemClock`; a fake clock in tests). */
  clock: Clock
  /** Told each time Approve becomes usable (true) or not (false). */
  onChange(armed: boolean): void
  /** Defaults to {@link approvalArmDelayMs}. */
  armDelayMs?: number
}

/** What counts as an answer: the browser's own (trusted) event, and when its press began. */
export type ApprovalPress = { isTrusted: boolean; pressedAt: number | undefined }

/**
 * The clickjacking guard of the frame's approval screen (review 2026-11-28, N-M3): Approve is
 * armed only once the screen has been visible for {@link approvalArmDelayMs} without a break
 * (IntersectionObserver v2's `isVisible` in the frame: not transparent, not covered, not
 * transformed by the embedding page) and disarmed the moment it is not. A click counts only when
 * the browser made it (`isTrusted`, so no script's `click()`) and its press (pointer or key) began
 * while armed — a press that started before the screen appeared or came back is ignored.
 *
 * @example
 * const arming = createApprovalArming({ clock: systemClock, onChange: (armed) => { approve.disabled = !armed } })
 * observer: arming.visible(entry.isVisible) · on click: if (arming.accepts({ isTrusted, pressedAt })) approve()
 */
export function createApprovalArming(parameters: CreateApprovalArmingParameters) {
  const { clock } = parameters
  const delay = parameters.armDelayMs ?? approvalArmDelayMs
  let armedAt: number | undefined
  let cancel: (() => void) | undefined
  let closed = false
  const disarm = () => {
    cancel?.()
    cancel = undefined
    if (armedAt === undefined) return
    armedAt = undefined
    parameters.onChange(false)
  }
  return {
    /** The latest visibility report: true starts (or keeps) the countdown, false disarms. */
    visible(isVisible: boolean) {
      if (closed) return
      if (!isVisible) return disarm()
      if (armedAt !== undefined || cancel !== undefined) return
      const timer = clock.setTimeout(() => {
        cancel = undefined
        armedAt = clock.now()
        parameters.onChange(true)
      }, delay)
      cancel = () => clock.clearTimeout(timer)
    },
    /** Whether Approve takes a click now. */
    armed: () => armedAt !== undefined,
    /** Whether this click approves: trusted, armed, and pressed after arming. */
    accepts({ isTrusted, pressedAt }: ApprovalPress) {
      return isTrusted && armedAt !== undefined && pressedAt !== undefined && pressedAt >= armedAt
    },
    /** Stops for good (the screen is gone). */
    close() {
      disarm()
      closed = true
    },
  }
}
export type ApprovalArming = ReturnType<typeof createApprovalArming>
