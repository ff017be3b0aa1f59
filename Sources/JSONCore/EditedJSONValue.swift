/// A JSON value edited by replacing values inside it, the replacements kept beside it in order and applied when the
/// whole value is read.
///
/// Contract: reads as the value with every replacement applied in order (`value`, `value(at:)`). An edited document
/// is usually shared with its earlier versions, so applying a replacement copies each array and object on its path
/// (a list of 10,000 views is 10,000 retains); kept beside it, a replacement costs its path, and those copies are made
/// when the whole value is read, or once for `maxReplacements` replacements, when the log is full (the value then holds
/// them and the log is empty).
package struct EditedJSONValue: Sendable {
  /// The value before the logged replacements.
  private var base: JSONValue
  /// The replacements in order: each puts `value` at `path` (rooted at `JSONPath.root`).
  private var replacements: [(path: JSONPath, value: JSONValue)] = []

  /// The replacements kept before they are applied.
  package static var maxReplacements: Int { 32 }

  /// `value`, unedited.
  package init(_ value: JSONValue) {
    base = value
  }

  /// The value with every replacement applied.
  package var value: JSONValue {
    var result = base
    for replacement in replacements { _ = result.replace(at: replacement.path, with: replacement.value) }
    return result
  }

  /// The edited value at `path` below the root (the path's root name is not read); nil when a step does not exist.
  package func value(at path: JSONPath) -> JSONValue? {
    let path = Self.rooted(path)
    // The last replacement at or above `path` holds its value; the later ones below it edit that value.
    var later = replacements.startIndex
    var result: JSONValue?
    if let covering = replacements.lastIndex(where: { $0.path.isPrefix(of: path) }) {
      result = path.relative(to: replacements[covering].path).flatMap { replacements[covering].value.value(at: $0) }
      later = covering + 1
    } else {
      result = base.value(at: path)
    }
    guard var result else { return nil }
    for replacement in replacements[later...] where replacement.path.count > path.count {
      if let inside = replacement.path.relative(to: path) { _ = result.replace(at: inside, with: replacement.value) }
    }
    return result
  }

  /// Replaces the value at `path` below the root (the path's root name is not read) by `value`. Returns false,
  /// changing nothing, when a step of the path does not exist.
  package mutating func replace(at path: JSONPath, with value: JSONValue) -> Bool {
    let path = Self.rooted(path)
    guard self.value(at: path) != nil else { return false }
    replacements.append((path, value))
    if replacements.count >= Self.maxReplacements {
      base = self.value
      replacements = []
    }
    return true
  }

  /// `path`'s steps from `JSONPath.root`, so that paths compare by their steps alone.
  private static func rooted(_ path: JSONPath) -> JSONPath {
    path.rootName == JSONPath.root.rootName ? path : path.rebased(onto: .root)
  }
}
