import JSONCore

/// A tree given as Swift source: one text (`swift`, named by the tree's uri) or several files (`files`, for views
/// defined in one file and used in another), which root to lay out, and the flags `#if` sees.
///
/// `tree/open` carries these members beside `uri` (instead of `tree`); `tree/roots` takes them to list a
/// source's candidates; the `replaceSource` edit carries them as the next text of an open tree.
public struct SourceInput: Codable, Hashable, Sendable {
  /// One file's text; its uri is the tree's.
  public var swift: String?
  /// Several files.
  public var files: [SourceFile]?
  /// The root: a view's name (`SignInForm`), a root expression (`SignInRow(label: "Name")`), or a preview's
  /// name; nil for the default (the first `#Preview`, else the only candidate).
  public var root: String?
  /// The root as a preview's name (`#Preview("Dark")`) or a `PreviewProvider`'s type name.
  public var preview: String?
  /// The flags set for `#if` (`-D` flags); nil for the default, `["DEBUG"]`. `os(iOS)` is always true.
  public var compilationFlags: [String]?
  /// Members merged into the translated document's `environment` (`displayScale`, `font`, …), over its own.
  public var environment: JSONValue?

  /// Creates an input; give `swift` or `files`, not both.
  public init(
    swift: String? = nil, files: [SourceFile]? = nil, root: String? = nil, preview: String? = nil,
    compilationFlags: [String]? = nil, environment: JSONValue? = nil
  ) {
    self.swift = swift
    self.files = files
    self.root = root
    self.preview = preview
    self.compilationFlags = compilationFlags
    self.environment = environment
  }

  /// Whether the input names any source at all.
  public var hasSource: Bool { swift != nil || files != nil }
}
