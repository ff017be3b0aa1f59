#!/usr/bin/env bash
# The picture of Emacs + eglot in Documentation/editors.md: terminal Emacs in a 118×40 tmux window on
# Examples/SignInForm.swift with editors/emacs, after swiftui-inspector-why, drawn as SVG and PNG (rsvg-convert).
# Usage: INSPECTOR_DAEMON=.build/debug/InspectorDaemon Tests/Editors/screenshot-emacs.sh [OUTPUT-PREFIX]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
daemon=${INSPECTOR_DAEMON:-$root/.build/debug/InspectorDaemon}
output=${1:-$root/Documentation/emacs}
session=inspector-screenshot-$$
cd "$root"
tmux new-session -d -s "$session" -x 118 -y 40 \
  "env TERM=xterm-256color INSPECTOR_DAEMON='$daemon' SWIFT_FILE=Examples/SignInForm.swift emacs -nw -Q -l '$here/eglot_screenshot.el'"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do
  sleep 1
  if tmux capture-pane -t "$session" -p | grep -q '^Width '; then break; fi
done
sleep 1
tmux capture-pane -t "$session" -e -p | python3 "$here/terminal_svg.py" >"$output.svg"
rsvg-convert "$output.svg" -o "$output.png"
echo "$output.svg $output.png"
