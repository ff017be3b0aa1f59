#!/usr/bin/env bash
# The editor pictures in Documentation/editors.md: the editor in a 118×40 tmux window on Examples/SignInForm.swift,
# captured with its colours once the inspector's answer is on screen, drawn as SVG and PNG (rsvg-convert).
# - nvim: Neovim with the editors/nvim plugin (nvim_screenshot.lua), after the first analysis and a hover;
# - emacs: terminal Emacs with editors/emacs and eglot (eglot_screenshot.el), after swiftui-inspector-why.
# Usage: INSPECTOR_DAEMON=.build/debug/InspectorDaemon Tests/Editors/screenshot.sh nvim|emacs [OUTPUT-PREFIX]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
daemon=${INSPECTOR_DAEMON:-$root/.build/debug/InspectorDaemon}
editor=${1:?usage: Tests/Editors/screenshot.sh nvim|emacs [OUTPUT-PREFIX]}
case "$editor" in
  nvim)
    command="env INSPECTOR_DAEMON='$daemon' SWIFT_FILE=Examples/SignInForm.swift nvim --clean -n -c 'luafile $here/nvim_screenshot.lua'"
    ready='pass [0-9]* of' ;;
  emacs)
    command="env TERM=xterm-256color INSPECTOR_DAEMON='$daemon' SWIFT_FILE=Examples/SignInForm.swift emacs -nw -Q -l '$here/eglot_screenshot.el'"
    ready='^Width ' ;;
  *) echo "unknown editor $editor (nvim or emacs)" >&2 && exit 2 ;;
esac
output=${2:-$root/Documentation/$editor}
session=inspector-screenshot-$$
cd "$root"
tmux new-session -d -s "$session" -x 118 -y 40 "$command"
trap 'tmux kill-session -t "$session" 2>/dev/null || true' EXIT
# A debug daemon under load takes a while for its first answer; the screen is captured a second after it shows.
for _ in $(seq 1 120); do
  sleep 1
  if tmux capture-pane -t "$session" -p | grep -q "$ready"; then break; fi
done
sleep 1
tmux capture-pane -t "$session" -e -p | python3 "$here/terminal_svg.py" >"$output.svg"
rsvg-convert "$output.svg" -o "$output.png"
echo "$output.svg $output.png"
