#!/usr/bin/env bash
# The one test command (npm test): static checks, the package build and n8n's verification checks
# on its tarball, then every jest layer.
# The layers that start servers in-process run in parallel; the e2e layer (real n8n, about 1 GB
# a process) runs alone, one test file at a time; then the queue layer (n8n in queue mode: a main
# instance, two workers, PostgreSQL and Redis from Debian's packages).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run lint
npm run typecheck
npm run format:check
npm run build
npx tsx scripts/verify-package.ts
npx jest --ci --selectProjects unit contract engine hostile release simulation
npx jest --ci --selectProjects e2e --runInBand
npx jest --ci --selectProjects queue --runInBand
