import { lazy, Suspense } from 'react'
import { usePorticoConfig } from '../context'
import type { QrCodeProps } from './QrCode'

// The encoder and the component are their own chunk: nothing of them loads until a code is shown.
const QrCode = lazy(() => import('./QrCode'))

/**
 * A QR code loaded on demand: a placeholder of the same size (`role="status"`) while its chunk
 * loads, then `QrCode`.
 *
 * @example
 * <LazyQrCode value={address} label="QR code of your address" />
 */
export function LazyQrCode(props: QrCodeProps) {
  const { strings } = usePorticoConfig()
  const size = props.size ?? 240
  return (
    <Suspense
      fallback={
        <div className="portico-qr-placeholder" role="status" style={{ width: size, height: size }}>
          {strings.qrLoading}
        </div>
      }
    >
      <QrCode {...props} />
    </Suspense>
  )
}
