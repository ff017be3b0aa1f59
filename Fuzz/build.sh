#!/usr/bin/env bash
# Builds the libFuzzer target over JSONCore + JSONRPC (framing, JSON, messages, the Codable bridge and the
# Endpoint's receive path) with AddressSanitizer. Not part of `swift build` or `swift test`.
# Output: Fuzz/build/fuzz-jsonrpc
set -euo pipefail
cd "$(dirname "$0")/.."
out=Fuzz/build
mkdir -p "$out"
flags=(-O -swift-version 6 -parse-as-library -package-name SwiftUILayoutInspector -sanitize=fuzzer,address -g)

# Each module is built as its own static library with fuzzer instrumentation; only the final link adds
# libFuzzer's main.
swiftc "${flags[@]}" -module-name JSONCore -emit-module -emit-module-path "$out/JSONCore.swiftmodule" \
  -emit-library -static -o "$out/libJSONCore.a" Sources/JSONCore/*.swift
swiftc "${flags[@]}" -module-name JSONRPC -I "$out" -emit-module -emit-module-path "$out/JSONRPC.swiftmodule" \
  -emit-library -static -o "$out/libJSONRPC.a" Sources/JSONRPC/*.swift
# The gold linker warns once per sanitizer helper symbol; those warnings are noise and are filtered out.
if ! swiftc "${flags[@]}" -module-name FuzzJSONRPC -I "$out" Fuzz/FuzzEntry.swift \
  "$out/libJSONRPC.a" "$out/libJSONCore.a" -lFoundation -o "$out/fuzz-jsonrpc" >"$out/link.log" 2>&1; then
  cat "$out/link.log"
  exit 1
fi
grep -v "Cannot export local symbol" "$out/link.log" || true
echo "built $out/fuzz-jsonrpc"
