#!/usr/bin/env bash
# Merges what a fuzz run found into the committed corpus, keeping a small set of inputs that together cover
# every edge the whole set covers (set cover over edges, hit counts ignored, so a few hundred files rather
# than thousands): Fuzz/minimize.sh (after Fuzz/run.sh). Replaces Fuzz/corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
export ASAN_OPTIONS=detect_leaks=0
rm -rf Fuzz/build/corpus-merged
mkdir -p Fuzz/build/corpus-merged Fuzz/corpus
Fuzz/build/fuzz-jsonrpc -set_cover_merge=1 -use_counters=0 -max_len=4096 Fuzz/build/corpus-merged \
  Fuzz/corpus Fuzz/seeds Fuzz/build/corpus-work
rm -rf Fuzz/corpus
mv Fuzz/build/corpus-merged Fuzz/corpus
echo "Fuzz/corpus: $(ls Fuzz/corpus | wc -l) files, $(du -sh Fuzz/corpus | cut -f1)"
