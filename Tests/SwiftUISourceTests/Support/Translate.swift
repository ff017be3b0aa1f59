import JSONCore

@testable import SwiftUISource

/// Translating test sources.
enum Translate {
  /// Translates one file's text with `root`.
  static func file(_ text: String, root: RootSelection = .automatic, options: TranslationOptions = TranslationOptions())
    -> SourceTranslation
  {
    SwiftUITranslator(options: options).translate([SwiftSourceFile(uri: "test.swift", text: text)], root: root)
  }

  /// The root view object of a translation as compact JSON, for assertions.
  static func rootJSON(_ translation: SourceTranslation) -> String {
    translation.document?["root"].map { JSONSerializer.serialize($0) } ?? "nil"
  }

  /// A member of the document as compact JSON.
  static func member(_ translation: SourceTranslation, _ name: String) -> String {
    translation.document?[name].map { JSONSerializer.serialize($0) } ?? "nil"
  }

  /// The translation's warnings and errors as `line:column message`.
  static func problems(_ translation: SourceTranslation) -> [String] {
    translation.diagnostics.filter { $0.severity != .note }.map { "\($0.span.start): \($0.message)" }
  }
}
