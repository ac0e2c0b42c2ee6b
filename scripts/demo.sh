#!/usr/bin/env bash
# npm run demo: the package, built and installed from its tarball into a private n8n 2.41.1
# (1.123.81 if 2.x cannot run here), wired to the sandbox, with the example workflows imported.
# Prints the editor's URL and login; Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
exec npx tsx scripts/n8n/demo.ts "$@"
