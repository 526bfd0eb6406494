// Test helper: turns a QR path back into pixels, so a real QR reader can check what is drawn.
/** Paints the path's runs (`M x y h w v1 h -w z`) into an RGBA image, `scale` pixels a module. */
export function rasterizeQrPath(path: string, size: number, scale = 4) {
  const width = size * scale
  const data = new Uint8Array(width * width * 4).fill(255)
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py++)
      for (let px = Number(x) * scale; px < (Number(x) + Number(w)) * scale; px++)
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3)
  }
  return { width, height: width, data }
}
