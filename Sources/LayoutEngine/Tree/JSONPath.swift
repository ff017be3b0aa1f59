/// A location inside a JSON document, written as `$.root.content[0].modifiers[1].frame.width`.
///
/// Every declared node, modifier and argument keeps the path it was read from, so errors, warnings and
/// explanations can point at the exact place in the client's document, and edits can find what they change.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible, Comparable {
  /// One step into a JSON value.
  public enum Component: Hashable, Sendable {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
  }

  /// The steps from the document root.
  public private(set) var components: [Component]

  /// Creates a path from its steps.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The document root, `$`.
  public static let root = JSONPath()

  /// The path of member `key` of the value at this path.
  public func key(_ key: String) -> JSONPath {
    var copy = self
    copy.components.append(.key(key))
    return copy
  }

  /// The path of element `index` of the array at this path.
  public func index(_ index: Int) -> JSONPath {
    var copy = self
    copy.components.append(.index(index))
    return copy
  }

  /// The path of the value that holds this one; the root's parent is the root.
  public var parent: JSONPath {
    JSONPath(Array(components.dropLast()))
  }

  /// Whether `other` is this path or lies inside the value at this path.
  public func isPrefix(of other: JSONPath) -> Bool {
    other.components.count >= components.count && Array(other.components.prefix(components.count)) == components
  }

  /// This path with `prefix`'s steps in front: re-roots a path found in a fragment (an edit's view) at the
  /// place the fragment came from.
  public func rebased(onto prefix: JSONPath) -> JSONPath {
    JSONPath(prefix.components + components)
  }

  /// `$` followed by `.name` for identifier-like keys, `['odd key']` for others and `[n]` for indices.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key):
        if JSONPath.isIdentifierLike(key) {
          text += ".\(key)"
        } else {
          var escaped = ""
          for character in key {
            if character == "\\" || character == "'" { escaped.append("\\") }
            escaped.append(character)
          }
          text += "['\(escaped)']"
        }
      }
    }
    return text
  }

  /// Orders paths by their text, so diagnostics sort deterministically.
  public static func < (lhs: JSONPath, rhs: JSONPath) -> Bool {
    lhs.description < rhs.description
  }

  private static func isIdentifierLike(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, first == "_" || first == "$" || first.properties.isAlphabetic
    else { return false }
    return key.unicodeScalars.allSatisfy {
      $0 == "_" || $0 == "$" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
    }
  }
}
