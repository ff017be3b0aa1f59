#!/usr/bin/env bash
# Builds and runs every fuzz target, one after the other, and prints what each did: Fuzz/run-all.sh [seconds]
# [--long]. Each target runs `seconds` (default 60); with --long, the expression and swift-source targets run twice as
# long (the acceptance runs of issue 17: 15 minutes each, 30 for those two, is `Fuzz/run-all.sh 900 --long`).
# Targets: jsonrpc (Fuzz/run.sh), layout, tree, expression, swift-source, font (Fuzz/run-target.sh). Prints one line
# per target: seconds, executions, inputs added to the work corpus, findings (crash, timeout, out-of-memory and leak
# artifacts written during its run, under Fuzz/artifacts/), and the log file. Exits 1 when any target found something.
# Logs go to Fuzz/build/logs/. Use one process: the machine has two shared cores.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
long=${2:-}
mkdir -p Fuzz/build/logs Fuzz/artifacts
Fuzz/build.sh >/dev/null
Fuzz/build-targets.sh all >/dev/null
targets=(jsonrpc layout tree expression swift-source font)
[ -d Sources/SwiftUISource ] || targets=(jsonrpc layout tree expression font)
printf '%-13s %8s %14s %8s %9s  %s\n' target seconds executions added findings log
status=0
for target in "${targets[@]}"; do
  duration=$seconds
  if [ "$long" = --long ] && { [ "$target" = expression ] || [ "$target" = swift-source ]; }; then
    duration=$((seconds * 2))
  fi
  log=Fuzz/build/logs/$target.log
  marker=$(mktemp)
  if [ "$target" = jsonrpc ]; then
    Fuzz/run.sh "$duration" >"$log" 2>&1 || true
    pattern='Fuzz/artifacts/*'
  else
    Fuzz/run-target.sh "$target" "$duration" >"$log" 2>&1 || true
    pattern="Fuzz/artifacts/$target-*"
  fi
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  added=$(grep -o 'stat::new_units_added: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  findings=0
  for file in $pattern; do
    [ -f "$file" ] && [ "$file" -nt "$marker" ] && findings=$((findings + 1))
  done
  rm -f "$marker"
  [ "$findings" -eq 0 ] || status=1
  printf '%-13s %8s %14s %8s %9s  %s\n' "$target" "$duration" "${runs:-?}" "${added:-?}" "$findings" "$log"
done
exit $status
