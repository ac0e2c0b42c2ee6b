#!/usr/bin/env bash
# The one test command (npm test): static checks, the package build and n8n's verification checks
# on its tarball, then every jest layer.
# The layers that start servers in-process run in parallel; then the e2e layer (real n8n, about
# 1 GB a process, one test file at a time in each of two streams) beside the queue layer (n8n in
# queue mode: a main instance, two workers, PostgreSQL and Redis from Debian's packages).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run lint
npm run typecheck
npm run format:check
npm run build
npx tsx scripts/verify-package.ts
npx jest --ci --selectProjects unit contract engine hostile release simulation compat
# The e2e and queue layers spend most of their time waiting on n8n's minute polls, not computing:
# they run side by side (each starts its own servers on ports of their own; the n8n install cache
# is shared under a lock), so the whole suite stays inside its 45 minutes. The e2e layer runs as
# two streams: the two files that wait longest (about nine minutes each in CI, their renames and
# restarts across many polls), and the rest (about twenty minutes together).
longest_e2e='test/e2e/(triggerRename|trigger-durable)\.test\.ts$'
npx jest --ci --selectProjects e2e --runInBand "$longest_e2e" &
e2e_longest=$!
npx jest --ci --selectProjects e2e --runInBand "^(?!.*$longest_e2e)" &
e2e_rest=$!
npx jest --ci --selectProjects queue --runInBand &
queue=$!
status=0
wait "$e2e_longest" || status=$?
wait "$e2e_rest" || status=$?
wait "$queue" || status=$?
exit "$status"
