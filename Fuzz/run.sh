#!/usr/bin/env bash
# Runs the fuzz target: Fuzz/run.sh [seconds] (default 600) [extra libFuzzer flags...]
# Inputs that add coverage go to Fuzz/build/corpus-work (the committed corpus and seeds are read, never
# written); a crash is saved under Fuzz/artifacts/ and stops the run. Run Fuzz/build.sh first.
# Use one process: the machine has two shared cores.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
work=Fuzz/build/corpus-work
mkdir -p "$work" Fuzz/artifacts Fuzz/corpus
# Swift's runtime keeps metadata caches alive until exit, which LeakSanitizer would report as leaks.
export ASAN_OPTIONS=detect_leaks=0
exec Fuzz/build/fuzz-jsonrpc "$work" Fuzz/corpus Fuzz/seeds -dict=Fuzz/jsonrpc.dict -max_len=4096 \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -artifact_prefix=Fuzz/artifacts/ \
  -print_final_stats=1 "$@"
