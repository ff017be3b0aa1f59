#!/usr/bin/env bash
# Headless Neovim against the built daemon, once per example Swift file (see nvim_e2e.lua).
# Usage: INSPECTOR_DAEMON=.build/debug/InspectorDaemon Tests/Editors/run-nvim.sh [FILE.swift ...]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
daemon=${INSPECTOR_DAEMON:-$root/.build/debug/InspectorDaemon}
files=("$@")
((${#files[@]})) || files=("$root"/Tests/SwiftUISourceTests/Fixtures/examples/*.swift)
failed=0
passed=0
for file in "${files[@]}"; do
  echo "--- nvim $(nvim --version | head -n1) on $(basename "$file")"
  if INSPECTOR_DAEMON="$daemon" SWIFT_FILE="$file" timeout 120 nvim --headless --clean -c "luafile $here/nvim_e2e.lua"; then
    passed=$((passed + 1))
  else
    echo "exit status $?"
    failed=$((failed + 1))
  fi
done
echo "$passed passed, $failed failed"
((failed == 0))
