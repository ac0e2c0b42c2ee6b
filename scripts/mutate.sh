#!/usr/bin/env bash
# Mutation testing (npm run mutate [-- credentials|transport|trigger ...] [--force]): StrykerJS
# over each folder in turn (all three by default), outside npm test. Stryker 10 needs Node 22 or later: it
# runs on the Node 24 that scripts/n8n/install.sh installs for n8n 2.x. Each folder's run is
# incremental (test/mutation/incremental/): only mutants of code or tests that changed since the
# committed result are tested again. The table of every folder is printed at the end and belongs
# in docs/reliability.md.
set -euo pipefail
cd "$(dirname "$0")/.."
eval "$(scripts/n8n/install.sh 2.41.1)"
# folders by name; options such as --force (every mutant again, after a change of timeouts) go to
# Stryker
folders=()
options=()
for argument in "$@"; do
	if [[ $argument == --* ]]; then options+=("$argument"); else folders+=("$argument"); fi
done
if [[ ${#folders[@]} -eq 0 ]]; then
	folders=(credentials transport trigger)
fi
mkdir -p reports/mutation
for folder in "${folders[@]}"; do
	started=$SECONDS
	nice "$N8N_NODE" node_modules/@stryker-mutator/core/bin/stryker.js run "test/mutation/$folder.stryker.mjs" ${options[@]+"${options[@]}"}
	echo "$((SECONDS - started))" >"reports/mutation/$folder.seconds"
done
npx tsx scripts/mutation-table.ts "${folders[@]}"
