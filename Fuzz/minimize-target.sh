#!/usr/bin/env bash
# Merges what Fuzz/run-target.sh found into the committed corpus of a target, keeping a small set of inputs
# that together cover every edge the whole set covers (as Fuzz/minimize.sh does for the JSON-RPC target):
# Fuzz/minimize-target.sh TARGET (layout, tree, expression, swift-source, font). Replaces Fuzz/<target>-corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: Fuzz/minimize-target.sh layout}
export ASAN_OPTIONS=detect_leaks=0
merged=Fuzz/build/$target-merged
rm -rf "$merged"
mkdir -p "$merged" "Fuzz/$target-corpus" "Fuzz/build/$target-work"
"Fuzz/build/targets/fuzz-$target" -set_cover_merge=1 -use_counters=0 -max_len=1048576 -timeout=20 -rss_limit_mb=3072 \
  "$merged" "Fuzz/$target-corpus" "Fuzz/$target-seeds" "Fuzz/build/$target-work"
rm -rf "Fuzz/$target-corpus"
mv "$merged" "Fuzz/$target-corpus"
echo "Fuzz/$target-corpus: $(ls "Fuzz/$target-corpus" | wc -l) files, $(du -sh "Fuzz/$target-corpus" | cut -f1)"
