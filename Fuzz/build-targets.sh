#!/usr/bin/env bash
# Builds the libFuzzer target over the layout engine with AddressSanitizer: Fuzz/build-targets.sh [layout]
# (the only target so far; the daemon's request handling is covered by the JSON-RPC target, Fuzz/build.sh, and
# by the hostile-request tests). Not part of `swift build` or `swift test`. Output:
# Fuzz/build/targets/fuzz-layout (LayoutFuzzTarget.swift). Each module is its own static library with fuzzer
# instrumentation, as in Fuzz/build.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
which=${1:-layout}
out=Fuzz/build/targets
mkdir -p "$out"
flags=(-O -swift-version 6 -parse-as-library -package-name SwiftUILayoutInspector -sanitize=fuzzer,address -g -I "$out")

# module NAME [extra flags...]: compiles Sources/NAME (recursively, minus main.swift) into $out/libNAME.a,
# unless the library is newer than its sources and no module before it was rebuilt in this run.
rebuilt=""
module() {
  local name=$1
  shift
  if [ -z "$rebuilt" ] && [ -f "$out/lib$name.a" ] &&
    [ -z "$(find "Sources/$name" -name '*.swift' -newer "$out/lib$name.a" | head -1)" ]; then
    echo "$name is up to date"
    return
  fi
  rebuilt=yes
  echo "compiling $name"
  find "Sources/$name" -name '*.swift' ! -name main.swift -print0 | sort -z |
    xargs -0 swiftc "${flags[@]}" "$@" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
      -emit-library -static -o "$out/lib$name.a"
}

# link OUTPUT ENTRY LIBRARIES...: the final link adds libFuzzer's main. The gold linker warns once per sanitizer
# helper symbol; those warnings are noise and are filtered out.
link() {
  local output=$1 entry=$2
  shift 2
  if ! swiftc "${flags[@]}" -module-name "Fuzz${output//-/}" "$entry" "$@" -lFoundation -o "$out/$output" \
    >"$out/$output.log" 2>&1; then
    cat "$out/$output.log"
    exit 1
  fi
  grep -v "Cannot export local symbol" "$out/$output.log" || true
  echo "built $out/$output"
}

module JSONCore
module TreeVocabulary
module InspectorTestSupport
module SwiftSubset
module TextMetrics
module LayoutEngine
engine=("$out/libLayoutEngine.a" "$out/libTextMetrics.a" "$out/libSwiftSubset.a" "$out/libInspectorTestSupport.a"
  "$out/libTreeVocabulary.a" "$out/libJSONCore.a")
if [ "$which" = all ] || [ "$which" = layout ]; then
  link fuzz-layout Fuzz/LayoutFuzzTarget.swift "${engine[@]}"
fi
