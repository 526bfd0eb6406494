/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Portico gateway is at /v1/?chainId=…: keep its trailing slash (app/v1/[[...path]]/route.ts).
  skipTrailingSlashRedirect: true,
}

export default nextConfig
