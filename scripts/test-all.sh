#!/usr/bin/env bash
# The one test command (npm test): static checks, the package build, then every jest layer.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run lint
npm run typecheck
npm run format:check
npm run build
npx jest --ci
