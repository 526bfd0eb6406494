/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Portico gateway is at /portico/v1/?chainId=…: keep its trailing slash (app/portico/[...path]/route.ts).
  skipTrailingSlashRedirect: true,
}

export default nextConfig
