#!/usr/bin/env bash
# The picture of Neovim in Documentation/editors.md: Neovim in a 118×40 tmux window on Examples/SignInForm.swift
# with the editors/nvim plugin, captured with its colours and drawn as SVG and PNG (rsvg-convert).
# Usage: INSPECTOR_DAEMON=.build/debug/InspectorDaemon Tests/Editors/screenshot-nvim.sh [OUTPUT-PREFIX]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
daemon=${INSPECTOR_DAEMON:-$root/.build/debug/InspectorDaemon}
output=${1:-$root/Documentation/nvim}
session=inspector-screenshot-$$
cd "$root"
tmux new-session -d -s "$session" -x 118 -y 40 \
  "env INSPECTOR_DAEMON='$daemon' SWIFT_FILE=Examples/SignInForm.swift nvim --clean -n -c 'luafile $here/nvim_screenshot.lua'"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT
# The first analysis, then the hover a second later (a debug daemon under load takes longer).
for _ in $(seq 1 90); do
  sleep 1
  if tmux capture-pane -t "$session" -p | grep -q 'pass [0-9]* of'; then break; fi
done
sleep 1
tmux capture-pane -t "$session" -e -p | python3 "$here/terminal_svg.py" >"$output.svg"
rsvg-convert "$output.svg" -o "$output.png"
echo "$output.svg $output.png"
