#!/usr/bin/env bash
# Builds the libFuzzer targets over the package's parsers with AddressSanitizer: Fuzz/build-targets.sh [target|all]
# (default all): layout (LayoutFuzzTarget.swift: trees opened, edited and queried), tree (TreeFuzzTarget.swift: the
# tree decoder and edits without layout), expression (ExpressionFuzzTarget.swift: the Swift subset parsed, checked and
# evaluated under step and memory budgets), swift-source (SwiftSourceFuzzTarget.swift: the .swift front end) and font
# (FontFaceFuzzTarget.swift: the sfnt reader). The JSON-RPC target is Fuzz/build.sh. Not part of `swift build` or
# `swift test`. Output: Fuzz/build/targets/fuzz-<target>. Each module is its own static library with fuzzer
# instrumentation, as in Fuzz/build.sh, compiled whole-module (swiftc 6.3 reports a false circular reference in
# SwiftUISource when it compiles that module file by file).
set -euo pipefail
cd "$(dirname "$0")/.."
which=${1:-all}
out=Fuzz/build/targets
mkdir -p "$out"
flags=(-O -wmo -swift-version 6 -parse-as-library -package-name SwiftUILayoutInspector -sanitize=fuzzer,address -g -I "$out")

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

wants() { [ "$which" = all ] || [ "$which" = "$1" ]; }

module JSONCore
module TreeVocabulary
module InspectorTestSupport
module SwiftSubset
if wants expression; then
  link fuzz-expression Fuzz/ExpressionFuzzTarget.swift "$out/libSwiftSubset.a" "$out/libJSONCore.a"
fi
module TextMetrics
module LayoutEngine
module SwiftUISource
engine=("$out/libLayoutEngine.a" "$out/libTextMetrics.a" "$out/libSwiftSubset.a" "$out/libInspectorTestSupport.a"
  "$out/libTreeVocabulary.a" "$out/libJSONCore.a")
if wants layout || wants tree; then
  # The layout and tree targets read edits through the server's `package` conversion (the one edit grammar), as the
  # daemon does.
  module JSONRPC
  module InspectorProtocol
  module LayoutPicture
  module InspectorServer
  server=("$out/libInspectorServer.a" "$out/libLayoutPicture.a" "$out/libInspectorProtocol.a" "$out/libJSONRPC.a"
    "$out/libSwiftUISource.a" "${engine[@]}")
fi
if wants layout; then
  link fuzz-layout Fuzz/LayoutFuzzTarget.swift "${server[@]}"
fi
if wants tree; then
  link fuzz-tree Fuzz/TreeFuzzTarget.swift "${server[@]}"
fi
if wants swift-source; then
  link fuzz-swift-source Fuzz/SwiftSourceFuzzTarget.swift "$out/libSwiftUISource.a" "${engine[@]}"
fi
if wants font; then
  # The font target uses TextMetrics' internal reader, so it is compiled into the module itself.
  if ! find Sources/TextMetrics -name '*.swift' -print0 | xargs -0 swiftc "${flags[@]}" -module-name TextMetrics \
    Fuzz/FontFaceFuzzTarget.swift -o "$out/fuzz-font" >"$out/fuzz-font.log" 2>&1; then
    cat "$out/fuzz-font.log"
    exit 1
  fi
  grep -v "Cannot export local symbol" "$out/fuzz-font.log" || true
  echo "built $out/fuzz-font"
fi
