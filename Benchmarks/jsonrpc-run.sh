#!/usr/bin/env bash
# Reproduces Benchmarks/jsonrpc.md: JSON throughput against Foundation, JSON-RPC round trips over pipes
# (our client and, for comparison with perf-anchors.md, the peers' Python driver), plain and pinned to one
# vCPU, with the C and Swift echo floors measured in the same session.
# Usage: Benchmarks/jsonrpc-run.sh [PEERS_DIR]   (default /work/shared/peers)
set -euo pipefail
cd "$(dirname "$0")/.."
peers=${1:-/work/shared/peers}
floors=$(mktemp -d)
trap 'rm -rf "$floors"' EXIT

swift build -c release --product inspector-bench >/dev/null
bench=.build/release/inspector-bench
bash "$peers/build_native.sh" "$floors" >/dev/null

echo "## $(date -u +%FT%TZ) $(git rev-parse --short HEAD) nproc=$(nproc) load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "### JSON"
"$bench" json
echo "### Foundation JSON, the peers' own harness (compare with perf-anchors.md §3)"
"$floors/json_parse_bench" 7 0.25
echo "### JSON-RPC, our client"
"$bench" rpc
echo "### JSON-RPC, our client, pinned to one vCPU"
taskset -c 0 "$bench" rpc
for pin in "" "taskset -c 0"; do
  echo "### lsp_rtt.py ${pin:-(unpinned)}"
  $pin python3 "$peers/lsp_rtt.py" --label ours -- "$bench" rpc-echo-server | tail -1
  $pin python3 "$peers/lsp_rtt.py" --label c-echo -- "$floors/lsp_echo_c" | tail -1
  $pin python3 "$peers/lsp_rtt.py" --label swift-echo -- "$floors/lsp_echo_swift" | tail -1
done
echo "### pipe_pingpong (C client, no Python)"
"$floors/pipe_pingpong" 20000 "$bench" rpc-echo-server
"$floors/pipe_pingpong" 20000 "$floors/lsp_echo_c"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
