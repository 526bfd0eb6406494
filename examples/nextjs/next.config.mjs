// The Portico server (`npm start` in the Portico repository, or your own deployment) answers the
// RPC gateway at /v1; rewritten here so the page calls its own origin.
const server = process.env.PORTICO_SERVER_URL ?? 'http://127.0.0.1:3000'

/** @type {import('next').NextConfig} */
const nextConfig = {
  async rewrites() {
    return [{ source: '/v1/:path*', destination: `${server}/v1/:path*` }]
  },
}

export default nextConfig
