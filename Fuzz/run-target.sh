#!/usr/bin/env bash
# Runs one of the targets Fuzz/build-targets.sh builds: Fuzz/run-target.sh layout [seconds] (default 600)
# [extra libFuzzer flags...]. Inputs that add coverage go to Fuzz/build/<target>-work (the committed corpus
# Fuzz/<target>-corpus and seeds Fuzz/<target>-seeds are read, never written); a crash, timeout or out-of-memory
# input is saved under Fuzz/artifacts/<target>-… and stops the run. Run from anywhere; the target reads the
# example and fixture trees relative to the repository root. Use one process: the machine has two shared cores.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/run-target.sh layout [seconds] [libFuzzer flags...]}
seconds=${2:-600}
shift 2 || shift $#
work=Fuzz/build/$target-work
mkdir -p "$work" Fuzz/artifacts "Fuzz/$target-corpus" "Fuzz/$target-seeds"
# Swift's runtime keeps metadata caches alive until exit, which LeakSanitizer would report as leaks.
export ASAN_OPTIONS=detect_leaks=0
# Swift's own crash backtracer would wait on the dying process; libFuzzer and ASan print the stack.
export SWIFT_BACKTRACE=enable=no
exec "Fuzz/build/targets/fuzz-$target" "$work" "Fuzz/$target-corpus" "Fuzz/$target-seeds" -dict=Fuzz/trees.dict \
  -max_len=8192 -max_total_time="$seconds" -timeout=20 -rss_limit_mb=3072 -artifact_prefix="Fuzz/artifacts/$target-" \
  -print_final_stats=1 "$@"
