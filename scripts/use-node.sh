#!/usr/bin/env bash
# Source this file: puts a Node >= 22.12 first on PATH. When the system Node is older, a
# project-local Node 22 (npm package `node`) is installed under .tools/ and used; the system
# Node is never touched.
required_major=22
required_minor=12
local_node_version=22.23.3
project_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
local_bin="$project_root/.tools/node_modules/.bin"

node_is_recent() {
  command -v node >/dev/null 2>&1 || return 1
  local version major minor
  version="$(node -p 'process.versions.node')"
  major="${version%%.*}"
  minor="$(echo "$version" | cut -d. -f2)"
  [ "$major" -gt "$required_major" ] || { [ "$major" -eq "$required_major" ] && [ "$minor" -ge "$required_minor" ]; }
}

if [ -x "$local_bin/node" ]; then
  export PATH="$local_bin:$PATH"
fi
if ! node_is_recent; then
  echo "use-node: system Node $(node --version 2>/dev/null || echo none) is older than $required_major.$required_minor; installing Node $local_node_version into .tools/"
  npm install --no-save --no-audit --no-fund --prefix "$project_root/.tools" "node@$local_node_version" >/dev/null
  export PATH="$local_bin:$PATH"
fi
echo "use-node: $(command -v node) $(node --version)"
