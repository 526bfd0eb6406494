import type { Locator } from '@playwright/test'
import decodeQR from 'qr/decode.js'

/**
 * Reads a QR code the way a camera would: the browser paints the rendered `<svg>` onto a canvas
 * (4 pixels a module) and a QR reader decodes the pixels. No attribute of the markup is trusted.
 *
 * @example
 * const uri = await readQrCode(dialog.getByRole('img', { name: 'WalletConnect QR code' }))
 */
export async function readQrCode(image: Locator): Promise<string> {
  const { width, height, pixels } = await image.evaluate(async (svg) => {
    const box = (svg as SVGSVGElement).viewBox.baseVal
    const side = box.width * 4
    const copy = svg.cloneNode(true) as SVGSVGElement
    copy.setAttribute('width', String(side))
    copy.setAttribute('height', String(side))
    copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg')
    const picture = new Image()
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(copy))}`
    await picture.decode()
    const canvas = document.createElement('canvas')
    canvas.width = side
    canvas.height = side
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.drawImage(picture, 0, 0, side, side)
    const { data } = context.getImageData(0, 0, side, side)
    return { width: side, height: side, pixels: Array.from(data) }
  })
  return decodeQR({ width, height, data: Uint8Array.from(pixels) })
}
