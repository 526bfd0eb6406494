#!/usr/bin/env bash
# `npm run examples:build`: installs Portico into examples/* from the tarballs that
# `npm run pack:packages` wrote to .portico/packs/, then builds each example with its own tooling.
# The examples are outside the workspaces: none of this repository's Node options apply to them.
set -euo pipefail
cd "$(dirname "$0")/.."
unset NODE_OPTIONS
export NEXT_TELEMETRY_DISABLED=1
for example in vite-react vite-react18 nextjs; do
  echo "examples/$example: install from .portico/packs, build"
  (
    cd "examples/$example"
    # A fresh copy of the tarballs each time (npm keeps a file: dependency it already has).
    rm -rf node_modules/@portico
    npm install --prefer-offline --no-audit --no-fund --loglevel=error
    npm run build
  )
done
