#!/usr/bin/env bash
# Runs one of the targets Fuzz/build-targets.sh builds: Fuzz/run-target.sh TARGET [seconds] (default 600)
# [extra libFuzzer flags...], TARGET one of layout, tree, expression, swift-source, font. Inputs that add coverage go
# to Fuzz/build/<target>-work (the committed corpus Fuzz/<target>-corpus and seeds Fuzz/<target>-seeds are read, never
# written); a crash, timeout or out-of-memory input is saved under Fuzz/artifacts/<target>-… and stops the run. A single
# allocation over 256 MiB is reported as out-of-memory (-malloc_limit_mb): no input may make the engine allocate that
# at once, whatever its budgets. Run from anywhere; the layout target reads the example and fixture trees relative to
# the repository root. Use one process: the machine has two shared cores.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run-target.sh layout|tree|expression|swift-source|font [seconds] [libFuzzer flags...]}
seconds=${2:-600}
shift 2 || shift $#
case "$target" in
  layout | tree) dict=Fuzz/trees.dict max_len=8192 ;;
  expression) dict=Fuzz/swift.dict max_len=2048 ;;
  swift-source) dict=Fuzz/swift.dict max_len=16384 ;;
  font) dict="" max_len=1048576 ;;
  *) echo "unknown target $target" >&2 && exit 2 ;;
esac
work=Fuzz/build/$target-work
mkdir -p "$work" Fuzz/artifacts "Fuzz/$target-corpus" "Fuzz/$target-seeds"
# Swift's runtime keeps metadata caches alive until exit, which LeakSanitizer would report as leaks.
export ASAN_OPTIONS=detect_leaks=0
# Swift's own crash backtracer would wait on the dying process; libFuzzer and ASan print the stack.
export SWIFT_BACKTRACE=enable=no
# The front end's own test files are seeds too (read only).
extra=()
[ "$target" = swift-source ] && [ -d Tests/SwiftUISourceTests/Fixtures/examples ] &&
  extra=(Tests/SwiftUISourceTests/Fixtures/examples)
exec "Fuzz/build/targets/fuzz-$target" "$work" "Fuzz/$target-corpus" "Fuzz/$target-seeds" "${extra[@]}" \
  ${dict:+-dict=$dict} \
  -max_len="$max_len" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=3072 -malloc_limit_mb=256 \
  -artifact_prefix="Fuzz/artifacts/$target-" -print_final_stats=1 "$@"
