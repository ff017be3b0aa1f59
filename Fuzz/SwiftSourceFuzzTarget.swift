// The libFuzzer entry point over the Swift source front end: every input is the text of a `.swift` file (bytes that
// are not UTF-8 are replaced, as an editor's buffer would never hold them), parsed by `SwiftUITranslator` and
// translated into a tree document, which the tree decoder then reads. Built by `Fuzz/build-targets.sh swift-source`,
// never by `swift test`.
//
// Besides "no crash", it traps (so the fuzzer reports it) when an invariant breaks:
// - every diagnostic has a message and a span inside the file;
// - a translation without errors has a document, and every span of its source map lies inside the file;
// - the document decodes as a tree, or fails with errors that each have a message.
import JSONCore
import LayoutEngine
import SwiftUISource

let translator = SwiftUITranslator()

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}

/// One input: the text of a `.swift` file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftSource(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let file = SwiftSourceFile(uri: "file:///Fuzz.swift", text: text)
  let length = text.utf8.count
  let parsed = translator.parse(file)
  for diagnostic in parsed.diagnostics {
    check(!diagnostic.message.isEmpty, "a diagnostic without a message")
    check(diagnostic.span.end.offset <= length, "a diagnostic past the end of the file: \(diagnostic)")
  }
  _ = translator.roots(parsed: [parsed])
  let translation = translator.translate(parsed: [parsed])
  for diagnostic in translation.diagnostics {
    check(!diagnostic.message.isEmpty, "a diagnostic without a message")
  }
  if !translation.hasErrors, translation.root != nil {
    check(translation.document != nil, "a translation without errors and without a document")
  }
  for entry in translation.sourceMap.entries {
    check(entry.span.end.offset <= length, "a source map span past the end of the file")
  }
  guard let document = translation.document else { return 0 }
  do {
    _ = try ViewTree(json: document, limits: TreeLimits(maxNodes: 2_000, maxResolvedNodes: 4_000))
  } catch {
    check(!error.errors.isEmpty, "a failed decode without errors")
  }
  return 0
}
