#!/usr/bin/env bash
# Instruction counts (callgrind) of the engine's workloads, as Benchmarks/*.md quote them since session 39: the
# same total for the same binary whatever else the machine does, where times move by up to 2x on a shared machine.
# Usage: Benchmarks/instructions.sh edit|state|fullpass BINARY [ROWS] [OUT_DIR]
#   edit      the 4th of 5 one-label edits keeping the maximum (`inspector-bench update --edits=5 --rows=ROWS`),
#             counted inside `LiveTree.apply` (the replaced version's release comes after, uncounted);
#   state     the same for the 4th of 5 writes of `labelWidth` (`update --state`);
#   fullpass  one full pass over the form: (3 passes - 1 pass) / 2 of `layout --profile --rows=ROWS --passes=N`,
#             run with SWIFT_DETERMINISTIC_HASHING=1 (hashing seeds move the count otherwise).
# ROWS defaults to 1,000. Prints the count; the callgrind files stay in OUT_DIR (default: a new temporary folder) for
# callgrind_annotate.
set -euo pipefail
mode=${1:?usage: Benchmarks/instructions.sh edit|state|fullpass BINARY [ROWS] [OUT_DIR]}
binary=${2:?usage: Benchmarks/instructions.sh edit|state|fullpass BINARY [ROWS] [OUT_DIR]}
rows=${3:-1000}
out=${4:-$(mktemp -d)}
mkdir -p "$out"
total() { grep -m1 '^summary:\|^totals:' "$1" | awk '{print $2}'; }
case "$mode" in
  edit | state)
    # The body of every edit: LiveTree.apply(_:editsPath:fromDeclaredState:parsedExpressions:closures:declaredItems:).
    apply=$(nm "$binary" | awk '/ T .*8LiveTreeV5apply_9editsPath17fromDeclaredState17parsedExpressions.*ErrorsVYKF$/ {print $3}')
    [ -n "$apply" ] || { echo "no LiveTree.apply symbol in $binary" >&2; exit 1; }
    flag=""
    [ "$mode" = state ] && flag=--state
    rm -f "$out/$mode".*
    valgrind --tool=callgrind --callgrind-out-file="$out/$mode.%p" --toggle-collect="$apply" --dump-after="$apply" \
      "$binary" update --edits=5 --rows="$rows" $flag >/dev/null 2>"$out/$mode.log"
    dump=$(ls "$out/$mode".*.4 2>/dev/null || true)
    [ -n "$dump" ] || { echo "callgrind wrote no 4th dump (see $out/$mode.log)" >&2; exit 1; }
    echo "$mode at $rows rows: $(total "$dump") instructions ($dump)"
    ;;
  fullpass)
    for passes in 1 3; do
      SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out/pass$passes" \
        "$binary" layout --profile --rows="$rows" --passes=$passes >/dev/null 2>"$out/pass$passes.log"
    done
    one=$(total "$out/pass1")
    three=$(total "$out/pass3")
    echo "full pass at $rows rows: $(((three - one) / 2)) instructions ($out/pass1, $out/pass3)"
    ;;
  *) echo "usage: Benchmarks/instructions.sh edit|state|fullpass BINARY [ROWS] [OUT_DIR]" >&2; exit 2 ;;
esac
